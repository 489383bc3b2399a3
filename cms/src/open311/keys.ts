import { createHash, randomBytes } from 'node:crypto'

/**
 * Partner apps' keys for Open311's `POST requests.json` (docs/decisions/0051-public-appeals-and-open311.md).
 * A key is 43 URL-safe characters (256 random bits); only its SHA-256 is stored, with its first
 * characters for editors to tell keys apart. A hash without a salt is enough here: the key is
 * random, not a password, so nothing guesses it from the hash.
 */
export const OPEN311_KEY_SHAPE = /^[A-Za-z0-9_-]{32,128}$/
export const KEY_PREFIX_LENGTH = 8

export const newOpen311Key = (): string => randomBytes(32).toString('base64url')

export const hashOpen311Key = (key: string): string => createHash('sha256').update(`open311-key\0${key}`).digest('hex')

/** Sends per hour a new key allows, unless the editor sets another number. */
export const DEFAULT_KEY_HOURLY_LIMIT = 30
const HOUR = 3_600_000

/** The per-key limit (residents/rateLimit.ts): its hourly number, and ten times that a day. */
export const open311KeyLimits = (keyId: number, hourly: number) => [
  {
    key: `open311:key:${keyId}`,
    rules: [
      { limit: hourly, windowMs: HOUR },
      { limit: hourly * 10, windowMs: 24 * HOUR },
    ],
  },
]
