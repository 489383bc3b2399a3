/**
 * Which push services the CMS will POST to (SSRF): the browsers' own push services over
 * https on the default port, plus origins from PUSH_EXTRA_ENDPOINT_ORIGINS (a test's stand-in on
 * loopback). A subscription whose endpoint is elsewhere is refused when it is stored and again
 * before anything is sent.
 */
const EXACT_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com'])
const HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com']

export const ENDPOINT_MAX_LENGTH = 2048

export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (endpoint.length > ENDPOINT_MAX_LENGTH) return false
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  if (url.protocol !== 'https:' || url.port !== '') return false
  const host = url.hostname.toLowerCase()
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
}

export type SubscriptionKeys = { endpoint: string; p256dh: string; auth: string }

const base64urlBytes = (value: unknown): Buffer | null =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null

/**
 * The browser's PushSubscription as JSON (`JSON.stringify(subscription)`): an allowed endpoint, a
 * P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret. Null for anything else.
 */
export function parseSubscription(token: string, extraOrigins: readonly string[]): SubscriptionKeys | null {
  let value: unknown
  try {
    value = JSON.parse(token)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  if (typeof endpoint !== 'string' || !isAllowedEndpoint(endpoint, extraOrigins)) return null
  const p256dh = base64urlBytes(keys?.p256dh)
  const auth = base64urlBytes(keys?.auth)
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04 || !auth || auth.length !== 16) return null
  return { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') }
}
