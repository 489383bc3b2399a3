// @ts-check
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runCaptured } from './command.mjs'
import { NpmError, npmJson } from './npm.mjs'
import { hunkAsPatch, parsePatch } from './patchFile.mjs'

/**
 * Would our patch-package patches still apply to the newest release of the package they patch?
 * Each patched package is fetched with `npm pack <name>@latest` (the registry npm is configured
 * for), only the files the patches touch are unpacked, and every hunk is checked on its own with
 * `git apply --check`, so the report names each hunk that no longer applies, not only the first.
 */

/** @typedef {import('./patchFile.mjs').FilePatch} FilePatch */

/**
 * @typedef {object} HunkResult
 * @property {string} path e.g. `node_modules/next/dist/client/index.js`
 * @property {number} number the hunk's position in its file, from 1
 * @property {number} count the file's hunks
 * @property {string} range `@@ -a,b +c,d @@`
 * @property {string | null} failure why it does not apply; null when it does
 */

/**
 * @typedef {object} PatchResult
 * @property {string} file the patch file
 * @property {{ name: string, version: string | null, error: string | null }[]} targets each patched
 *   package with the release checked against, or why it could not be fetched
 * @property {HunkResult[]} hunks
 */

/** @typedef {{ tarball: string, version: string } | { error: string }} Release a fetched tarball, or why not */

const PACK_TIMEOUT_MS = 180_000
const CHECK_TIMEOUT_MS = 30_000

/**
 * @param {string[]} patchFiles
 * @param {{ npmrc: string }} options the repository's .npmrc (it need not exist)
 * @returns {Promise<PatchResult[]>}
 */
export async function dryRunPatches(patchFiles, { npmrc }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'deps-check-patches-'))
  try {
    const parsed = patchFiles.map((file) => ({ file, patches: parsePatch(readFileSync(file, 'utf8')) }))
    /** @type {Map<string, Release>} */
    const releases = new Map()
    for (const name of new Set(parsed.flatMap(({ patches }) => patches.map((patch) => patch.packageName)))) {
      releases.set(name, await fetchTarball(`${name}@latest`, { work, npmrc }))
    }
    /** @type {PatchResult[]} */
    const results = []
    for (const [index, { file, patches }] of parsed.entries()) {
      // A tree per patch file: patch-package applies each file to a fresh install, not to another's result.
      results.push(await dryRunOne(file, patches, releases, path.join(work, `tree-${index}`)))
    }
    return results
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * @param {string} file
 * @param {FilePatch[]} patches the file's sections
 * @param {Map<string, Release>} releases by package name, one for each package patched
 * @param {string} tree an empty folder to unpack into
 * @returns {Promise<PatchResult>}
 */
async function dryRunOne(file, patches, releases, tree) {
  /** @type {PatchResult} */
  const result = { file, targets: [], hunks: [] }
  for (const name of new Set(patches.map((patch) => patch.packageName))) {
    const release = /** @type {Release} */ (releases.get(name))
    if ('error' in release) {
      result.targets.push({ name, version: null, error: release.error })
      continue
    }
    result.targets.push({ name, version: release.version, error: null })
    const ofPackage = patches.filter((patch) => patch.packageName === name)
    await unpackTouchedFiles(release.tarball, tree, ofPackage)
    for (const patch of ofPackage) result.hunks.push(...(await checkHunks(patch, tree, `${name}@${release.version}`)))
  }
  return result
}

/**
 * Every hunk of one file's patch, each checked on its own against the unpacked tree.
 *
 * @param {FilePatch} patch
 * @param {string} tree the folder holding `node_modules/<package>/…`
 * @param {string} release e.g. `next@16.5.0`, for the report
 * @returns {Promise<HunkResult[]>}
 */
export async function checkHunks(patch, tree, release) {
  const missing = !patch.createsFile && !existsSync(path.join(tree, patch.path))
  const hunkFile = path.join(path.dirname(tree), `${path.basename(tree)}.hunk.patch`)
  /** @type {HunkResult[]} */
  const results = []
  for (const [index, hunk] of patch.hunks.entries()) {
    const result = { path: patch.path, number: index + 1, count: patch.hunks.length, range: hunk.range }
    if (missing) {
      results.push({ ...result, failure: `${patch.pathInPackage} is not in ${release}` })
      continue
    }
    writeFileSync(hunkFile, hunkAsPatch(patch, hunk))
    const check = await runCaptured('git', ['apply', '--check', hunkFile], {
      cwd: tree,
      timeoutMs: CHECK_TIMEOUT_MS,
      env: gitOutsideAnyRepository(tree),
    })
    results.push({ ...result, failure: check.code === 0 ? null : gitFailure(check.stderr, check.timedOut) })
  }
  return results
}

/**
 * @param {string} spec e.g. `next@latest`
 * @param {{ work: string, npmrc: string }} options
 * @returns {Promise<Release>}
 */
async function fetchTarball(spec, { work, npmrc }) {
  const folder = mkdtempSync(path.join(work, 'pack-'))
  try {
    // npm pack of a registry spec writes the tarball into the folder it runs in.
    const answer = await npmJson(folder, ['pack', spec], { npmrc, timeoutMs: PACK_TIMEOUT_MS })
    const packed = Array.isArray(answer) ? answer[0] : undefined
    if (typeof packed?.filename !== 'string') return { error: `npm pack ${spec} named no tarball` }
    return { tarball: path.join(folder, packed.filename), version: String(packed.version) }
  } catch (error) {
    if (error instanceof NpmError) return { error: error.message }
    throw error
  }
}

/**
 * Unpacks only the files the patches change (a Next tarball is over 100 MB unpacked), each into
 * the folder the patch names, e.g. `node_modules/next`. npm tarballs keep everything under `package/`.
 *
 * @param {string} tarball
 * @param {string} tree
 * @param {FilePatch[]} patches
 */
async function unpackTouchedFiles(tarball, tree, patches) {
  /** @type {Map<string, Set<string>>} */
  const byFolder = new Map()
  for (const patch of patches) {
    if (patch.createsFile) continue
    byFolder.set(patch.packageDir, (byFolder.get(patch.packageDir) ?? new Set()).add(`package/${patch.pathInPackage}`))
  }
  for (const [folder, members] of byFolder) {
    const target = path.join(tree, folder)
    mkdirSync(target, { recursive: true })
    // tar exits non-zero when a member is gone from the release; checkHunks reports that file.
    await runCaptured('tar', ['-xzf', tarball, '-C', target, '--strip-components=1', ...members], {
      cwd: tree,
      timeoutMs: PACK_TIMEOUT_MS,
    })
  }
}

/**
 * git apply inside a repository applies paths relative to its top: the temporary folder must not
 * be taken for one (a TMPDIR inside a checkout, or GIT_DIR set by a hook).
 *
 * @param {string} tree
 * @returns {NodeJS.ProcessEnv}
 */
function gitOutsideAnyRepository(tree) {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _workTree, GIT_INDEX_FILE: _index, ...env } = process.env
  return { ...env, GIT_CEILING_DIRECTORIES: path.dirname(tree) }
}

/**
 * @param {string} stderr
 * @param {boolean} timedOut
 */
function gitFailure(stderr, timedOut) {
  if (timedOut) return `git apply --check took over ${CHECK_TIMEOUT_MS / 1000} s`
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/^error: /, '').trim())
    .filter((line) => line !== '')
  // "patch failed: <file>:<line>" says where; "<file>: patch does not apply" repeats the file.
  return lines.find((line) => line.startsWith('patch failed')) ?? lines[0] ?? 'git apply --check failed'
}
