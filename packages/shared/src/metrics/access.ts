import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Who may read a process's `/metrics` (docs/decisions/0060-metrics-and-request-ids.md): nobody
 * while METRICS_TOKEN is unset (the endpoint answers 404, so nothing leaks by default), and with it
 * only a caller sending `Authorization: Bearer <METRICS_TOKEN>`, as Prometheus's
 * `authorization: { credentials: … }` scrape setting does.
 */
export type MetricsAccess = 'allowed' | 'disabled' | 'refused'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function metricsAccess(authorization: string | null | undefined, token: string | null): MetricsAccess {
  if (!token) return 'disabled'
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? '')
  if (!match) return 'refused'
  // Digests of equal length, compared in constant time: neither the token nor its length leaks.
  return timingSafeEqual(digest(match[1]!), digest(token)) ? 'allowed' : 'refused'
}

/** METRICS_TOKEN's rule, the same in both apps: long enough not to be guessed, one header-safe word. */
export const METRICS_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{32,256}$/

/** The token when set and well formed, null when unset; a malformed one stops the app at start. */
export function metricsTokenFrom(raw: string | undefined): string | null {
  const token = raw?.trim()
  if (!token) return null
  if (!METRICS_TOKEN_PATTERN.test(token)) {
    throw new Error(
      'METRICS_TOKEN must be 32–256 letters, digits or "._~+/=-" (e.g. `openssl rand -hex 32`), or unset to turn /metrics off.',
    )
  }
  return token
}
