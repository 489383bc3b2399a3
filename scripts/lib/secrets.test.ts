import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { localSecrets } from './secrets.mjs'

// Issue 9, finding 1: `npm start`'s local secrets and the editor's per-install password.
describe('localSecrets (finding 1)', () => {
  let dir: string
  const saved = { ...process.env }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-secrets-'))
    for (const name of ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'SEED_EDITOR_PASSWORD']) delete process.env[name]
  })
  afterEach(() => {
    process.env = { ...saved }
    rmSync(dir, { recursive: true, force: true })
  })

  it('generates the secrets and an editor password once, into an owner-only file and folder', () => {
    const file = path.join(dir, 'var', 'secrets.json')
    const umask = process.umask(0o022)
    let first: Record<string, string>
    try {
      first = localSecrets(file)
    } finally {
      process.umask(umask)
    }
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700)
    expect(first.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.REVALIDATE_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.SEED_EDITOR_PASSWORD).toMatch(/^[\w-]{16}$/)
    expect(first.SEED_EDITOR_PASSWORD).not.toBe('editor-local-only')
    expect(localSecrets(file)).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
  })

  it('differs per install', () => {
    const a = localSecrets(path.join(dir, 'a', 'secrets.json'))
    const b = localSecrets(path.join(dir, 'b', 'secrets.json'))
    expect(a.SEED_EDITOR_PASSWORD).not.toBe(b.SEED_EDITOR_PASSWORD)
    expect(a.PAYLOAD_SECRET).not.toBe(b.PAYLOAD_SECRET)
  })

  it('takes SEED_EDITOR_PASSWORD from the environment when given', () => {
    process.env.SEED_EDITOR_PASSWORD = 'chosen-by-me'
    expect(localSecrets(path.join(dir, 'secrets.json')).SEED_EDITOR_PASSWORD).toBe('chosen-by-me')
  })

  it('makes an older, world-readable secrets file owner-only', () => {
    const file = path.join(dir, 'secrets.json')
    writeFileSync(file, JSON.stringify({ PAYLOAD_SECRET: 'a', REVALIDATE_SECRET: 'b' }), { mode: 0o644 })
    localSecrets(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })
})
