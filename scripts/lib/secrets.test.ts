import { createECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ephemeralSecrets, localSecrets } from './secrets.mjs'

// Fail closed: `npm start`'s local secrets and the editor's per-install password.
describe('localSecrets', () => {
  let dir: string
  const saved = { ...process.env }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-secrets-'))
    for (const name of ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'PREVIEW_SECRET', 'SEED_EDITOR_PASSWORD'])
      delete process.env[name]
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

// Web push needs a VAPID key pair, generated once per install like the other secrets.
describe('localSecrets: the VAPID pair', () => {
  let dir: string
  const saved = { ...process.env }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-secrets-'))
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) delete process.env[name]
  })
  afterEach(() => {
    process.env = { ...saved }
    rmSync(dir, { recursive: true, force: true })
  })

  it('generates a P-256 pair once (65-byte public point, 32-byte private scalar) and keeps it', () => {
    const file = path.join(dir, 'secrets.json')
    const first = localSecrets(file)
    expect(Buffer.from(first.VAPID_PUBLIC_KEY!, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.VAPID_PUBLIC_KEY!, 'base64url')[0]).toBe(4)
    expect(Buffer.from(first.VAPID_PRIVATE_KEY!, 'base64url')).toHaveLength(32)
    expect(localSecrets(file).VAPID_PUBLIC_KEY).toBe(first.VAPID_PUBLIC_KEY)
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(first.VAPID_PRIVATE_KEY!, 'base64url'))
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.VAPID_PUBLIC_KEY)
  })

  it('takes the pair from the environment only whole', () => {
    const file = path.join(dir, 'secrets.json')
    const stored = localSecrets(file)
    process.env.VAPID_PUBLIC_KEY = 'only-half'
    expect(localSecrets(file).VAPID_PUBLIC_KEY).toBe(stored.VAPID_PUBLIC_KEY)
    process.env.VAPID_PRIVATE_KEY = 'other-half'
    expect(localSecrets(file)).toMatchObject({ VAPID_PUBLIC_KEY: 'only-half', VAPID_PRIVATE_KEY: 'other-half' })
  })

  it('gives each throwaway stack its own pair', () => {
    expect(ephemeralSecrets().VAPID_PUBLIC_KEY).not.toBe(ephemeralSecrets().VAPID_PUBLIC_KEY)
  })
})
