import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * `npm run deps:check -- --offline` on fixture files: the exit code is what fails a run, so it is
 * checked on the command itself.
 */
function depsCheck(...args: string[]) {
  const fixture = (name: string) => path.join(__dirname, 'deps', 'fixtures', name)
  const withFixtures = args.map((arg) => (arg.endsWith('.json') ? fixture(arg) : arg))
  const result = spawnSync(process.execPath, [path.join(__dirname, 'deps-check.mjs'), ...withFixtures], {
    encoding: 'utf8',
    // The check must not need the registry: a refused one proves it is not asked.
    env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

describe('npm run deps:check -- --offline (scripts/deps-check.mjs)', () => {
  it('fails on a lock with a listed advisory, naming package, version, folder, advisory and fix', () => {
    const { status, output } = depsCheck(
      '--offline',
      '--lock',
      'lock-vulnerable.json',
      '--advisories',
      'advisories.json',
    )
    expect(status).toBe(1)
    expect(output).toContain('sharp 0.34.5 at cms/node_modules/sharp (required by cms)')
    expect(output).toContain('GHSA-rgj7-g3m4-5g8c (high, <0.35.4): fixed in 0.35.4.')
    expect(output).toContain('cookie 0.4.2 at node_modules/cookie (required by node_modules/nookies)')
    expect(output).toContain('GHSA-pxg6-pf52-xh8x (low, <0.7.0): fixed in 0.7.0.')
    expect(output).not.toContain('Outdated direct dependencies')
  })

  it('passes a lock with the fixed versions', () => {
    const { status, output } = depsCheck('--offline', '--lock', 'lock-fixed.json', '--advisories', 'advisories.json')
    expect(status).toBe(0)
    expect(output).toContain('✔ no match: 4 advisories')
  })

  it('stops with exit code 2, not a pass, when the advisory list is invalid', () => {
    const { status, output } = depsCheck(
      '--offline',
      '--lock',
      'lock-fixed.json',
      '--advisories',
      'advisories-invalid.json',
    )
    expect(status).toBe(2)
    expect(output).toContain('"fixed" 0.35.4 is inside the vulnerable range <=0.35.4')
  })

  it('stops with exit code 2 on an unknown option', () => {
    expect(depsCheck('--ofline').status).toBe(2)
  })
})
