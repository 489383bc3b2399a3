// @ts-check
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// PREVIEW_SECRET: the CMS signs editors' draft-preview tokens with it and the site checks them.
const SECRETS = ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'TICKET_SECRET', 'PREVIEW_SECRET']

/**
 * The local editor's password: per install, readable enough to type (docs/architecture.md#4-session-and-security-rules
 * and #7-runtime-conventions-commands-ports-data).
 */
const EDITOR_PASSWORD = 'SEED_EDITOR_PASSWORD'
/** The demo resident's password, generated the same way. */
const RESIDENT_PASSWORD = 'SEED_RESIDENT_PASSWORD'
const PASSWORDS = [EDITOR_PASSWORD, RESIDENT_PASSWORD]

/** The web push key pair: generated together, never one without the other. */
const VAPID = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']

/**
 * A P-256 pair as web push wants it: the uncompressed public point and the private scalar, base64url.
 *
 * @returns {{ VAPID_PUBLIC_KEY: string, VAPID_PRIVATE_KEY: string }}
 */
export function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  // An EC key's JWK always has them: x and y for the public key, d for the private one.
  const { x, y } = /** @type {{ x: string, y: string }} */ (publicKey.export({ format: 'jwk' }))
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')])
  return {
    VAPID_PUBLIC_KEY: point.toString('base64url'),
    VAPID_PRIVATE_KEY: /** @type {{ d: string }} */ (privateKey.export({ format: 'jwk' })).d,
  }
}

/**
 * Local secrets for `npm start` and `npm run dev` (docs/architecture.md#4-session-and-security-rules): the environment
 * wins; otherwise they are generated once into var/secrets.json (git-ignored, owner-only) and reused.
 * Deploys never come here: the apps themselves refuse to start without their secrets.
 *
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function localSecrets(file) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  /** @type {Record<string, string>} */
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  let changed = false
  for (const name of [...SECRETS, ...PASSWORDS]) {
    if (!stored[name]) {
      stored[name] = PASSWORDS.includes(name) ? randomBytes(12).toString('base64url') : randomBytes(32).toString('hex')
      changed = true
    }
  }
  if (!stored.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY) {
    Object.assign(stored, vapidKeys())
    changed = true
  }
  // writeFileSync's mode applies only when it creates the file; chmod also fixes older installs.
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 })
  chmodSync(file, 0o600)
  // The environment's pair wins only whole: a public key from one pair and a private from another never mix.
  const pair = VAPID.every((name) => process.env[name]) ? process.env : stored
  // Every name has a value: `stored` was given the missing ones above, and `pair` is whole.
  return /** @type {Record<string, string>} */ ({
    ...Object.fromEntries([...SECRETS, ...PASSWORDS].map((name) => [name, process.env[name] || stored[name]])),
    ...Object.fromEntries(VAPID.map((name) => [name, pair[name]])),
  })
}

/** Fresh throwaway secrets for a build or a test stack whose data is thrown away afterwards. */
export function ephemeralSecrets() {
  return {
    ...Object.fromEntries(SECRETS.map((name) => [name, randomBytes(32).toString('hex')])),
    [EDITOR_PASSWORD]: process.env[EDITOR_PASSWORD] || randomBytes(12).toString('base64url'),
    [RESIDENT_PASSWORD]: process.env[RESIDENT_PASSWORD] || randomBytes(12).toString('base64url'),
    ...vapidKeys(),
  }
}
