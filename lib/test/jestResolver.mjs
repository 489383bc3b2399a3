// @ts-check
/**
 * Jest's resolver for the `@/` alias, which means a different folder in each app: the repository root in the site
 * (tsconfig.json `paths`) and cms/src in the CMS (cms/tsconfig.json `paths`). One Jest config runs the tests of both,
 * and a `moduleNameMapper` entry cannot look at the importing file, so the alias is mapped here, by the folder the
 * import is made from (`basedir`), and everything else is left to Jest's default resolver.
 *
 * jest.config.ts keeps SWC from compiling `@/` away first (next/jest would hand it the root tsconfig's `paths`).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const CMS = path.join(ROOT, 'cms') + path.sep
const CMS_SRC = path.join(ROOT, 'cms', 'src')

/**
 * `@/x` as a path: under cms/ it is cms/src/x, elsewhere <root>/x. Other requests are returned unchanged.
 * @param {string} request
 * @param {string} basedir
 */
function unalias(request, basedir) {
  if (!request.startsWith('@/')) return request
  const base = (basedir + path.sep).startsWith(CMS) ? CMS_SRC : ROOT
  return path.join(base, request.slice(2))
}

/** @type {import('jest-resolve').JestResolver} */
const resolver = {
  sync: (request, options) => options.defaultResolver(unalias(request, options.basedir), options),
  async: (request, options) => options.defaultAsyncResolver(unalias(request, options.basedir), options),
}
export default resolver
