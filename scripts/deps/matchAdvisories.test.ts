import path from 'node:path'

import { loadAdvisories } from './advisories.mjs'
import { installedPackages, readLock, requiredBy } from './lockfile.mjs'
import { matchAdvisories } from './matchAdvisories.mjs'

const fixture = (name: string) => path.join(__dirname, 'fixtures', name)
const advisories = loadAdvisories(fixture('advisories.json'))

/** `<id> <name>@<version> <path>` for each finding, to compare whole results at once. */
function findingsIn(lockFixture: string) {
  return matchAdvisories(installedPackages(readLock(fixture(lockFixture))), advisories).findings.map(
    ({ advisory, installed }) => `${advisory.id} ${installed.name}@${installed.version} ${installed.path}`,
  )
}

describe('the lock file against the advisory list (scripts/deps/matchAdvisories.mjs)', () => {
  it('names every advisory a vulnerable lock matches, worst severity first', () => {
    expect(findingsIn('lock-vulnerable.json')).toEqual([
      'GHSA-f88m-g3jw-g9cj sharp@0.34.5 cms/node_modules/sharp',
      'GHSA-rgj7-g3m4-5g8c sharp@0.34.5 cms/node_modules/sharp',
      'GHSA-3h5v-q93c-6h6q ws@7.5.9 node_modules/ws',
      'GHSA-pxg6-pf52-xh8x cookie@0.4.2 node_modules/cookie',
    ])
  })

  it('passes a lock with the fixed versions', () => {
    expect(findingsIn('lock-fixed.json')).toEqual([])
  })

  it('finds a package nested below another, and an alias by its real name', () => {
    expect(findingsIn('lock-nested.json')).toEqual([
      'GHSA-f88m-g3jw-g9cj sharp@0.34.1 node_modules/@scope/b/node_modules/image',
      'GHSA-rgj7-g3m4-5g8c sharp@0.34.1 node_modules/@scope/b/node_modules/image',
      'GHSA-rgj7-g3m4-5g8c sharp@0.35.3 node_modules/a/node_modules/sharp',
    ])
  })

  it.each([
    // One range per release line: each line's fixed version and the gaps between lines are safe.
    ['2.0.9', false],
    ['2.1.0', true],
    ['5.2.3', true],
    ['5.2.4', false],
    ['5.9.0', false],
    ['6.2.2', true],
    ['6.2.3', false],
    ['7.5.9', true],
    ['7.5.10', false],
    ['8.17.0', true],
    ['8.17.1', false],
    ['9.0.0', false],
    // A release candidate of a vulnerable release is vulnerable too.
    ['8.17.1-rc.1', true],
    ['8.17.1+build.5', false],
  ])('ws %s is inside the advisory range: %s', (version, vulnerable) => {
    const { findings } = matchAdvisories([{ name: 'ws', version, path: 'node_modules/ws' }], advisories)
    expect(findings.length > 0).toBe(vulnerable)
  })

  it('matches by name only: another package at a vulnerable version number is not reported', () => {
    expect(
      matchAdvisories([{ name: 'sharp-cli', version: '0.1.0', path: 'node_modules/sharp-cli' }], advisories),
    ).toEqual({ findings: [], unchecked: [] })
  })

  it('reports a listed package whose version is not semver for a person to check', () => {
    const gitDependency = { name: 'cookie', version: 'github:jshttp/cookie#abc123', path: 'node_modules/cookie' }
    expect(matchAdvisories([gitDependency], advisories)).toEqual({ findings: [], unchecked: [gitDependency] })
  })

  it('says which package pulled a transitive match in', () => {
    const lock = readLock(fixture('lock-vulnerable.json'))
    expect(requiredBy(lock, 'node_modules/cookie')).toEqual(['node_modules/nookies'])
    expect(requiredBy(lock, 'cms/node_modules/sharp')).toEqual(['cms'])
    expect(requiredBy(lock, 'node_modules/ws')).toEqual(['(root)'])
  })
})
