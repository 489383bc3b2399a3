import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { checkHunks } from './patchDryRun.mjs'
import { hunkAsPatch, parsePatch } from './patchFile.mjs'

const fixture = (name: string) => path.join(__dirname, 'fixtures', name)
/** A patch-package patch of `demo@1.0.0` with two hunks; demo 1.1.0 rewrote the second one's function. */
const [demo] = parsePatch(readFileSync(fixture('demo+1.0.0.patch'), 'utf8'))

describe('a patch-package file cut into hunks (scripts/deps/patchFile.mjs)', () => {
  it('finds the package and the file below node_modules', () => {
    expect(demo).toMatchObject({
      path: 'node_modules/demo/index.js',
      packageDir: 'node_modules/demo',
      packageName: 'demo',
      pathInPackage: 'index.js',
      createsFile: false,
    })
    expect(demo?.hunks.map((hunk) => hunk.range)).toEqual(['@@ -1,7 +1,7 @@', '@@ -14,6 +14,7 @@'])
  })

  it('reads scoped and nested packages, and counts hunk lines rather than guessing where a hunk ends', () => {
    const [file] = parsePatch(
      [
        'diff --git a/node_modules/a/node_modules/@scope/b/lib/x.js b/node_modules/a/node_modules/@scope/b/lib/x.js',
        '--- a/node_modules/a/node_modules/@scope/b/lib/x.js',
        '+++ b/node_modules/a/node_modules/@scope/b/lib/x.js',
        '@@ -1,2 +1,2 @@',
        '--- a removed line that looks like a header',
        '+diff --git an added line that looks like one',
        ' context',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    )
    expect(file).toMatchObject({
      packageDir: 'node_modules/a/node_modules/@scope/b',
      packageName: '@scope/b',
      pathInPackage: 'lib/x.js',
    })
    expect(file?.hunks).toHaveLength(1)
    expect(file?.hunks[0]?.lines).toHaveLength(5)
  })

  it('gives each hunk the header git apply needs', () => {
    const text = hunkAsPatch(demo!, demo!.hunks[1]!)
    expect(text.split('\n').slice(0, 5)).toEqual([
      'diff --git a/node_modules/demo/index.js b/node_modules/demo/index.js',
      'index e4700e5..693f7ab 100644',
      '--- a/node_modules/demo/index.js',
      '+++ b/node_modules/demo/index.js',
      '@@ -14,6 +14,7 @@ const six = 6',
    ])
  })
})

describe('each hunk checked on its own against a newer release (scripts/deps/patchDryRun.mjs)', () => {
  let tree: string
  beforeEach(() => {
    tree = path.join(mkdtempSync(path.join(os.tmpdir(), 'deps-check-test-')), 'tree')
  })
  afterEach(() => rmSync(path.dirname(tree), { recursive: true, force: true }))

  it('reports the hunk that no longer applies and passes the one that does', async () => {
    mkdirSync(path.join(tree, 'node_modules/demo'), { recursive: true })
    copyFileSync(fixture('demo-1.1.0-index.txt'), path.join(tree, 'node_modules/demo/index.js'))
    const results = await checkHunks(demo!, tree, 'demo@1.1.0')
    expect(results).toEqual([
      { path: 'node_modules/demo/index.js', number: 1, count: 2, range: '@@ -1,7 +1,7 @@', failure: null },
      {
        path: 'node_modules/demo/index.js',
        number: 2,
        count: 2,
        range: '@@ -14,6 +14,7 @@',
        failure: 'patch failed: node_modules/demo/index.js:14',
      },
    ])
  })

  it('says when the release no longer has the file', async () => {
    mkdirSync(tree, { recursive: true })
    const results = await checkHunks(demo!, tree, 'demo@1.1.0')
    expect(results.map((result) => result.failure)).toEqual([
      'index.js is not in demo@1.1.0',
      'index.js is not in demo@1.1.0',
    ])
  })
})
