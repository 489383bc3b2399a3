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
import { createRequire } from 'node:module'
import path from 'node:path'

/** What is checked, relative to the tree's root. */
export const ENTRIES = [
  '{pages,components,lib,graphql}/**/*.{ts,tsx}',
  'cms/src/**/*.{ts,tsx}',
  'packages/shared/src/**/*.{ts,js}',
]

const require = createRequire(import.meta.url)
const DPDM = path.join(path.dirname(require.resolve('dpdm/package.json')), 'lib', 'bin', 'dpdm.js')

const cwdAt = process.argv.indexOf('--cwd')
const cwd = cwdAt >= 0 ? path.resolve(process.argv[cwdAt + 1] ?? '.') : process.cwd()
const args = ['--no-warning', '--no-tree', '-T', '--tsconfig', 'tsconfig.json', '--exit-code', 'circular:1', ...ENTRIES]
const { status } = spawnSync(process.execPath, [DPDM, ...args], { cwd, stdio: 'inherit' })
process.exit(status ?? 1)
