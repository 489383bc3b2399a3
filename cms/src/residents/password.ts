import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Resident passwords: scrypt (memory-hard, in node:crypto, no native add-on) with a per-password
 * salt. The stored form carries its own parameters, `scrypt$N$r$p$salt$hash` (base64url), so they
 * can be raised later without breaking existing passwords.
 */
export type ScryptParams = { N: number; r: number; p: number }

// OWASP's scrypt floor (N=2^17, r=8, p=1, or an equivalent trade-off): 2^15 with p=3 costs the same
// CPU at a quarter of the memory (32 MiB), which two small cores can afford per sign-in.
export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 }

const KEY_LENGTH = 32
const SALT_LENGTH = 16
// Bounds on what a stored hash may ask for: it comes from our own database, but a corrupted or
// planted value must not make one verification burn gigabytes or minutes.
const MAX_N = 2 ** 20
const MAX_R = 16
const MAX_P = 16

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses above 32 MiB unless told otherwise.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  // NFKC, so the same password typed on different keyboards (composed or decomposed letters) matches.
  const normalised = password.normalize('NFKC')
  return new Promise((resolve, reject) => {
    scrypt(normalised, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

type Parsed = { params: ScryptParams; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : NaN))
  const power = Number.isInteger(Math.log2(N)) && N >= 2 && N <= MAX_N
  if (!power || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null
  const salt = Buffer.from(parts[4], 'base64url')
  const key = Buffer.from(parts[5], 'base64url')
  if (salt.length < SALT_LENGTH || key.length !== KEY_LENGTH) return null
  return { params: { N, r, p }, salt, key }
}

// A resident without a password (or an unknown phone) still costs one full derivation, so the
// answer time does not tell which phones have passwords.
const DUMMY_SALT = Buffer.alloc(SALT_LENGTH, 7)

/** Constant-time check; false for a missing or malformed stored hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  fallbackParams: ScryptParams = DEFAULT_PARAMS,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : null
  if (!parsed) {
    await derive(password, DUMMY_SALT, fallbackParams)
    return false
  }
  const key = await derive(password, parsed.salt, parsed.params)
  return timingSafeEqual(key, parsed.key)
}
