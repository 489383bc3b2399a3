import { createHash, randomBytes } from 'node:crypto'

/**
 * Resident bearer tokens (docs/architecture.md#4-session-and-security-rules): opaque random reference tokens, not JWTs.
 * 32 random bytes (256 bits, ASVS 7.2.3 asks for ≥ 128) in base64url; only their SHA-256 is stored, so a
 * leaked database does not hand out sessions. A plain hash suffices: the input is already random.
 */
/** The token cookie lives 30 days (docs/spec.md#9-business-constants-and-limits). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

const TOKEN_BYTES = 32
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Anything not shaped like our
 * tokens (an editor's JWT, junk) is null at once, so it never costs a database lookup.
 */
export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization)
  const token = match?.[1]
  return token && TOKEN_SHAPE.test(token) ? token : null
}
