#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:cycles`: no import cycle among the hand-written modules of the site, the CMS and the
 * shared package (docs/architecture.md#1-two-deployables-one-repository: the layers point one way).
 * In a cycle the order in which modules first load decides what each one sees, so a harmless new
 * import can leave a value undefined at run time.
 *
 * Type-only imports are left out (`-T`): the build erases them, so they cannot cycle at run time,
 * and the generated resolver types refer back to the resolvers' mapper types by design (`mappers`
 * in codegen.ts). A dynamic `import()` counts: the module it loads may still import its loader.
 *
 * Exit code 1 on a cycle, which it names. `--cwd DIR` checks another tree (the test's fixtures).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * What is checked, relative to the tree's root: each app with its own tsconfig.json, since `@/`
 * means the repository root in the site and cms/src in the CMS. No cycle can cross the two: the
 * site, the CMS and the shared package never import one another's code (eslint.config.mjs).
 */
export const PASSES = [
  {
    tsconfig: 'tsconfig.json',
    entries: ['{pages,components,lib,graphql}/**/*.{ts,tsx}', 'packages/shared/src/**/*.{ts,js}'],
  },
  { tsconfig: 'cms/tsconfig.json', entries: ['cms/src/**/*.{ts,tsx}'] },
]

const require = createRequire(import.meta.url)
const DPDM = path.join(path.dirname(require.resolve('dpdm/package.json')), 'lib', 'bin', 'dpdm.js')

const cwdAt = process.argv.indexOf('--cwd')
const cwd = cwdAt >= 0 ? path.resolve(process.argv[cwdAt + 1] ?? '.') : process.cwd()
let failed = false
// A tree without one of the apps (a test's fixture) skips its pass.
for (const { tsconfig, entries } of PASSES.filter((pass) => existsSync(path.join(cwd, pass.tsconfig)))) {
  const args = ['--no-warning', '--no-tree', '-T', '--tsconfig', tsconfig, '--exit-code', 'circular:1', ...entries]
  const { status } = spawnSync(process.execPath, [DPDM, ...args], { cwd, stdio: 'inherit' })
  if (status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
