import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** `npm run check:cycles` on a fixture tree: its exit code and what it printed. */
function checkCycles(fixture: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, 'check-cycles.mjs'), '--cwd', path.join(__dirname, 'fixtures', 'cycles', fixture)],
    { encoding: 'utf8' },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

test('a runtime import cycle fails the check, which names both modules', () => {
  const { status, output } = checkCycles('runtime')
  expect(status).toBe(1)
  expect(output).toMatch(/lib\/(price|currency)\.ts -> lib\/(currency|price)\.ts/)
})

test('a cycle through a type-only import passes: the build erases it', () => {
  expect(checkCycles('typeOnly').status).toBe(0)
})

test("a cycle through the CMS's @/ alias fails: the CMS is checked with its own tsconfig", () => {
  const { status, output } = checkCycles('cmsAlias')
  expect(status).toBe(1)
  expect(output).toMatch(/cms\/src\/contract\/(http|text)\.ts -> cms\/src\/contract\/(text|http)\.ts/)
})
