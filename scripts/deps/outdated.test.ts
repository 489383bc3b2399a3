import path from 'node:path'

import { directDependencies, readLock } from './lockfile.mjs'
import { latestFromNpmOutdated, outdatedDependencies } from './outdated.mjs'

const lock = readLock(path.join(__dirname, 'fixtures', 'lock-vulnerable.json'))

describe('outdated direct dependencies (scripts/deps/outdated.mjs)', () => {
  it("lists each workspace's direct dependencies at the version the lock resolves from its folder", () => {
    expect(
      directDependencies(lock).map(({ workspace, name, installed, kind }) => [workspace, name, installed, kind]),
    ).toEqual([
      ['(root)', 'nookies', '2.5.2', 'dependencies'],
      ['(root)', 'ws', '7.5.9', 'devDependencies'],
      // cms's own copy, not the root's 0.35.5.
      ['cms', 'sharp', '0.34.5', 'dependencies'],
    ])
  })

  it('reports only what is below its latest release; a canary above it is not outdated', () => {
    const latest = latestFromNpmOutdated({
      nookies: { wanted: '2.5.2', latest: '2.5.2' },
      ws: [{ wanted: '8.18.0', latest: '8.18.0' }],
      sharp: { wanted: '0.35.5', latest: '0.35.5' },
    })
    expect(
      outdatedDependencies(directDependencies(lock), latest).map(
        (d) => `${d.workspace} ${d.name} ${d.installed} → ${d.latest}`,
      ),
    ).toEqual(['(root) ws 7.5.9 → 8.18.0', 'cms sharp 0.34.5 → 0.35.5'])
    expect(outdatedDependencies(directDependencies(lock), new Map([['ws', '7.5.0']]))).toEqual([])
  })
})
