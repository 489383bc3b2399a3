// @ts-check
import { readFileSync } from 'node:fs'

/**
 * What package-lock.json says is installed. Only the `packages` map of lockfileVersion 2 and 3 is
 * read: it has one entry per folder npm creates, keyed by its path (`node_modules/a`,
 * `node_modules/a/node_modules/b`, `cms/node_modules/sharp`), and one per workspace (`""`, `cms`).
 */

/**
 * @typedef {object} LockEntry
 * @property {string} [name] the real name, present when the folder's name is an alias (`npm:` specs)
 * @property {string} [version]
 * @property {boolean} [link] a symlink to a workspace folder, which has its own entry
 * @property {Record<string, string>} [dependencies]
 * @property {Record<string, string>} [devDependencies]
 * @property {Record<string, string>} [optionalDependencies]
 */

/** @typedef {{ lockfileVersion?: number, packages: Record<string, LockEntry> }} Lock */

/**
 * @typedef {object} InstalledPackage
 * @property {string} name
 * @property {string | undefined} version undefined when the entry has none (npm then installed nothing there)
 * @property {string} path the entry's key in the lock, e.g. `cms/node_modules/sharp`
 */

/**
 * @typedef {object} DirectDependency
 * @property {string} workspace the workspace's folder, `(root)` for the root
 * @property {string} name as the manifest names it (an alias for `npm:` specs)
 * @property {string} registryName the name on the registry
 * @property {'dependencies' | 'devDependencies' | 'optionalDependencies'} kind
 * @property {string} spec the manifest's version spec
 * @property {string | undefined} installed the version npm resolves it to; undefined when not in the lock
 * @property {boolean} local a workspace of this repository (a link), never on the registry
 */

const NODE_MODULES = 'node_modules/'
/** @type {DirectDependency['kind'][]} */
const DEPENDENCY_KINDS = ['dependencies', 'devDependencies', 'optionalDependencies']

/**
 * @param {string} file
 * @returns {Lock}
 */
export function readLock(file) {
  /** @type {Lock | null} */
  let lock
  try {
    lock = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: ${/** @type {Error} */ (error).message}`)
  }
  if (lock === null || typeof lock !== 'object' || typeof lock.packages !== 'object' || lock.packages === null) {
    // lockfileVersion 1 nests `dependencies` instead; npm 7 and later write a `packages` map.
    throw new Error(
      `${file} has no "packages" map (lockfileVersion ${lock?.lockfileVersion}); npm 7 or later writes one`,
    )
  }
  return lock
}

/**
 * Every installed folder of the lock, nested ones included; links to workspaces are left out
 * (their target is not a registry package).
 *
 * @param {Lock} lock
 * @returns {InstalledPackage[]}
 */
export function installedPackages(lock) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes(NODE_MODULES) && !entry.link)
    .map(([path, entry]) => ({ name: entry.name ?? folderName(path), version: entry.version, path }))
}

/**
 * The direct dependencies of the root and of every workspace, each with the version the lock
 * resolves it to from that workspace's folder (Node's lookup: the nearest `node_modules` upwards).
 *
 * @param {Lock} lock
 * @returns {DirectDependency[]}
 */
export function directDependencies(lock) {
  /** @type {DirectDependency[]} */
  const direct = []
  for (const [folder, manifest] of Object.entries(lock.packages)) {
    if (folder.includes(NODE_MODULES) || manifest.link) continue
    for (const kind of DEPENDENCY_KINDS) {
      for (const [name, spec] of Object.entries(manifest[kind] ?? {})) {
        const resolved = resolveFrom(lock, folder, name)
        direct.push({
          workspace: folder === '' ? '(root)' : folder,
          name,
          registryName: resolved?.name ?? name,
          kind,
          spec,
          installed: resolved?.version,
          local: resolved?.link === true,
        })
      }
    }
  }
  return direct
}

/**
 * The entry Node would load for `require(name)` from a file in `folder`.
 *
 * @param {Lock} lock
 * @param {string} folder a key of lock.packages, `""` for the root
 * @param {string} name
 * @returns {LockEntry | undefined}
 */
export function resolveFrom(lock, folder, name) {
  const found = resolvedPath(lock, folder, name)
  return found === undefined ? undefined : lock.packages[found]
}

/**
 * The folders whose manifest requires the package installed at `target` and gets that copy: what
 * pulled it in (`node_modules/nookies` for `node_modules/cookie`), `(root)` for the root.
 *
 * @param {Lock} lock
 * @param {string} target a key of lock.packages
 * @returns {string[]}
 */
export function requiredBy(lock, target) {
  const name = folderName(target)
  return Object.entries(lock.packages)
    .filter(([folder, entry]) => {
      if (entry.link) return false
      const requires = DEPENDENCY_KINDS.some((kind) => entry[kind]?.[name] !== undefined)
      return requires && resolvedPath(lock, folder, name) === target
    })
    .map(([folder]) => (folder === '' ? '(root)' : folder))
}

/**
 * Node's lookup: `<folder>/node_modules/<name>`, then the same from each folder above.
 *
 * @param {Lock} lock
 * @param {string} folder
 * @param {string} name
 * @returns {string | undefined} the key of lock.packages
 */
function resolvedPath(lock, folder, name) {
  const segments = folder === '' ? [] : folder.split('/')
  for (let depth = segments.length; depth >= 0; depth--) {
    const base = segments.slice(0, depth).join('/')
    const candidate = `${base === '' ? '' : `${base}/`}${NODE_MODULES}${name}`
    if (lock.packages[candidate]) return candidate
  }
  return undefined
}

/** @param {string} path e.g. `node_modules/a/node_modules/@scope/b` → `@scope/b` */
function folderName(path) {
  return path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length)
}
