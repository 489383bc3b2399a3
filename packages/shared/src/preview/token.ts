/**
 * Editors' draft preview. The site and the CMS live on different origins, so the site
 * cannot read the admin's session cookie; instead the CMS vouches for the editor with a token
 * signed under PREVIEW_SECRET, which only the two apps hold (docs/decisions/0027-draft-preview-scheduling-history.md):
 *
 * - an `enter` token: the CMS's admin puts it into the preview link it builds for the editor who is
 *   signed in. It names the editor and the document (collection and keys, never a URL: the site owns
 *   its URLs) and lives for ENTER_TOKEN_SECONDS. The site's /api/preview turns it into draft mode.
 * - a `read` token: minted by the site's /api/preview for the same editor and kept in Next's
 *   encrypted preview cookie. The gateway sends it with draft reads (X-Preview-Token), and the CMS
 *   reads drafts only when it verifies and names an existing editor.
 *
 * Format: `base64url(JSON claims).base64url(HMAC-SHA256(secret, "anapa-preview." + first part))`.
 * Server-only (node:crypto).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header the gateway sends draft reads with. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token'

/** How long a preview link from the admin opens draft mode: the admin renews it on every save. */
export const ENTER_TOKEN_SECONDS = 30 * 60
/** How long draft mode lasts once entered (the site's preview cookie and its read token). */
export const READ_TOKEN_SECONDS = 60 * 60

/** The document a preview link opens, in the revalidation message's terms (siteChange.ts DocState). */
export type PreviewTarget = {
  collection: string
  /** The slug or id the site addresses the document by. */
  key: string
  /** An article's type, the first segment of its URL. */
  type?: string
}

export type EnterClaims = { aud: 'enter'; sub: number; exp: number; target: PreviewTarget }
export type ReadClaims = { aud: 'read'; sub: number; exp: number }
type Claims = EnterClaims | ReadClaims

const DOMAIN = 'anapa-preview.'

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret)
    .update(DOMAIN + body, 'utf8')
    .digest()

export function signPreviewToken(secret: string, claims: Claims): string {
  if (!secret) throw new Error('PREVIEW_SECRET is empty')
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')
  return `${body}.${mac(secret, body).toString('base64url')}`
}

const isTarget = (value: unknown): value is PreviewTarget => {
  if (value === null || typeof value !== 'object') return false
  const { collection, key, type } = value as Record<string, unknown>
  return typeof collection === 'string' && typeof key === 'string' && (type === undefined || typeof type === 'string')
}

/**
 * The claims when the token is well formed, signed under `secret`, meant for `aud` and not
 * expired at `now` (ms); null otherwise, whatever is wrong with it.
 */
export function verifyPreviewToken(secret: string, token: unknown, aud: 'enter', now?: number): EnterClaims | null
export function verifyPreviewToken(secret: string, token: unknown, aud: 'read', now?: number): ReadClaims | null
export function verifyPreviewToken(
  secret: string,
  token: unknown,
  aud: Claims['aud'],
  now = Date.now(),
): Claims | null {
  if (!secret || typeof token !== 'string' || token.length > 2048) return null
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, body, signature] = match as unknown as [string, string, string]
  const expected = mac(secret, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (claims === null || typeof claims !== 'object') return null
  const { aud: audience, sub, exp, target } = claims as Record<string, unknown>
  if (audience !== aud || !Number.isSafeInteger(sub) || (sub as number) < 1) return null
  if (typeof exp !== 'number' || exp * 1000 <= now) return null
  if (aud === 'enter' && !isTarget(target)) return null
  return claims as Claims
}

/** Seconds since the epoch, `seconds` from `now` (ms). */
export const expiresIn = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds
