import { isIP } from 'node:net'

/**
 * The client address that the per-IP limits key on.
 *
 * A Next route handler sees headers only, never the socket. `next start` copies the socket
 * address into `x-forwarded-for` only when the request has no such header, so any client can
 * put an address of its choice there; `x-real-ip` is no better. Hence:
 * - `TRUST_PROXY=true` (the CMS is reachable only through our proxy or the site gateway, which
 *   set `x-forwarded-for` to the real client address, overwriting what the client sent):
 *   the first address of `x-forwarded-for`.
 * - otherwise the headers are the client's word, so they are ignored and every caller shares
 *   one bucket. That is what the socket would say anyway in the standard layout, where the CMS
 *   listens on 127.0.0.1 and its only client is the site; and it fails safe (a stricter limit)
 *   rather than letting one client dodge the limit by inventing addresses.
 */
export const SHARED_CLIENT = 'shared'

export function clientIp(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return SHARED_CLIENT
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? ''
  // Lower case, so one IPv6 address is one key however it was written.
  return isIP(first) ? first.toLowerCase() : SHARED_CLIENT
}
