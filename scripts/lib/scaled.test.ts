import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { copySiteBuild } from './scaled.mjs'

describe('copySiteBuild (scripts/lib/scaled.mjs)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-copy-build-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('copies a build with its timestamps and without webpack’s cache, replacing an older copy', () => {
    const from = path.join(dir, 'from')
    const to = path.join(dir, 'to')
    mkdirSync(path.join(from, 'cache', 'webpack'), { recursive: true })
    mkdirSync(path.join(from, 'server'), { recursive: true })
    writeFileSync(path.join(from, 'BUILD_ID'), 'abc')
    writeFileSync(path.join(from, 'server', 'page.js'), 'page')
    writeFileSync(path.join(from, 'cache', 'webpack', 'pack'), 'cache')
    const built = new Date('2026-01-01T00:00:00Z')
    utimesSync(path.join(from, 'BUILD_ID'), built, built)
    mkdirSync(to)
    writeFileSync(path.join(to, 'stale'), 'from an earlier copy')

    expect(copySiteBuild(from, to)).toBe(true)
    expect(existsSync(path.join(to, 'server', 'page.js'))).toBe(true)
    expect(statSync(path.join(to, 'BUILD_ID')).mtimeMs).toBe(built.getTime())
    expect(existsSync(path.join(to, 'cache'))).toBe(false)
    expect(existsSync(path.join(to, 'stale'))).toBe(false)
  })

  it('answers false and leaves nothing behind when there is no build to copy', () => {
    const to = path.join(dir, 'to')
    mkdirSync(path.join(dir, 'unbuilt'))
    mkdirSync(to)
    expect(copySiteBuild(path.join(dir, 'unbuilt'), to)).toBe(false)
    expect(existsSync(to)).toBe(false)
  })
})
