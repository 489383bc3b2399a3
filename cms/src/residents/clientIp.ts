import { clientAddress, rateLimitKey, type TrustedProxies } from '@anapa/shared/net/clientAddress'

/**
 * The client key that the per-IP limits count under.
 *
 * A route handler here sees headers only, never the socket. Under `next start`, Next's base
 * server fills `x-forwarded-for` with the socket's address only when the request has none
 * (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`, next/dist/server/base-server.js):
 * it never appends. So the peer is unknown whenever a header arrived, and the chain we can read
 * is the header alone.
 * - TRUST_PROXY lists the hops that may call the CMS (in our layout `loopback`: the site's gateway,
 *   which sends `x-forwarded-for: <the visitor>` after applying the same rule to its own socket).
 *   The CMS must be reachable only from those hops; then the right-most entry that is not one of
 *   them is the client. Direct calls without a header get the socket address from Next, a
 *   trusted one, which is its own client.
 * - TRUST_PROXY unset: the header is the caller's word, and without the socket there is no other
 *   source, so every caller shares one bucket. That fails safe (a stricter limit) rather than
 *   letting one client dodge the limit by inventing addresses.
 * IPv6 clients count by /64 (see rateLimitKey).
 */
export const SHARED_CLIENT = 'shared'

export function clientIp(headers: Headers, trusted: TrustedProxies): string {
  if (trusted.length === 0) return SHARED_CLIENT
  const address = clientAddress({ forwardedFor: headers.get('x-forwarded-for'), peer: null, trusted })
  return (address && rateLimitKey(address)) ?? SHARED_CLIENT
}
