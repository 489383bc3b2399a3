import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const NAMES = ['PAYLOAD_SECRET', 'REVALIDATE_SECRET']

/**
 * Local secrets (ARCHITECTURE §4): the environment wins; otherwise they are generated once into
 * var/secrets.json (git-ignored, mode 600). A production deploy never reaches this: it must set them.
 */
export function localSecrets(file) {
  if (process.env.APP_ENV === 'production') {
    const missing = NAMES.filter((name) => !process.env[name])
    if (missing.length > 0) throw new Error(`Production needs real secrets: set ${missing.join(', ')}`)
    return Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
  }
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  let changed = false
  for (const name of NAMES) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex')
      changed = true
    }
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 })
  }
  return Object.fromEntries(NAMES.map((name) => [name, process.env[name] || stored[name]]))
}
