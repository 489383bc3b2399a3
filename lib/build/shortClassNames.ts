/**
 * Production class names of CSS modules, six characters instead of Next's readable
 * `Footer_addressLine__lehcU`. Class attributes were a fifth of the journal list's
 * HTML: bytes a phone downloads and `next start` hashes and writes on every request, and the
 * same names again in the render-blocking stylesheets, and each module's map of names is in the
 * JavaScript too: with Next's names the shared first-load JS is 0.27 kB over its budget. It goes when
 * that is no longer so (docs/decisions/0039-framework-workarounds-measured.md names the measure).
 * Development keeps the readable names (it runs on Turbopack, which this hook does not touch).
 * next.config.ts loads this module, so it imports nothing but Node.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A valid CSS identifier from the module's path and the class's local name: a letter (an
 * identifier may not start with a digit or a hyphen and digit), then five base64url characters
 * of the same hash. Deterministic, so the server and client compilations agree on every name.
 */
export function shortClassName(relativePath: string, localName: string): string {
  const digest = createHash('sha256').update(`${relativePath}#${localName}`).digest()
  return LETTERS[digest[0]! % LETTERS.length]! + digest.subarray(1, 5).toString('base64url').slice(0, 5)
}

/** css-loader's `getLocalIdent`, with a collision check: two classes sharing a name would restyle each other. */
export function createLocalIdent(nameOf = shortClassName) {
  const owners = new Map<string, string>()
  return (context: { rootContext: string; resourcePath: string }, _template: string, localName: string) => {
    const relativePath = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/')
    const name = nameOf(relativePath, localName)
    const owner = `${relativePath}#${localName}`
    const previous = owners.get(name)
    if (previous !== undefined && previous !== owner) {
      throw new Error(`CSS class name ${name} was generated for both ${previous} and ${owner}`)
    }
    owners.set(name, owner)
    return name
  }
}

/** The parts of a webpack rule this walk reads; webpack's own types are not a dependency of the site. */
type LoaderEntry = { loader?: string; options?: { modules?: { getLocalIdent?: unknown } } }
type Rule = LoaderEntry & { oneOf?: unknown[]; rules?: unknown[]; use?: unknown }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Replaces Next's `getLocalIdent` in every css-loader of the compilation's rules. Returns how
 * many loaders it changed, so next.config can fail the build when Next's rule layout moves on
 * and the hook silently stops applying.
 */
export function applyShortClassNames(rules: unknown[], getLocalIdent = createLocalIdent()): number {
  let changed = 0
  const visitEntry = (entry: unknown) => {
    if (!isObject(entry)) return
    const { loader, options } = entry as LoaderEntry
    if (loader?.includes('css-loader') && typeof options?.modules?.getLocalIdent === 'function') {
      options.modules.getLocalIdent = getLocalIdent
      changed += 1
    }
  }
  const visitRule = (rule: unknown) => {
    if (!isObject(rule)) return
    const { oneOf, rules: nested, use } = rule as Rule
    visitEntry(rule)
    oneOf?.forEach(visitRule)
    nested?.forEach(visitRule)
    if (Array.isArray(use)) use.forEach(visitEntry)
    else visitEntry(use)
  }
  rules.forEach(visitRule)
  return changed
}
