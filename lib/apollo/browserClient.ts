import { ApolloClient, HttpLink } from '@apollo/client'

import { GATEWAY_PATH } from '@/lib/net/gatewayCall'
import { createCache } from './cache'

let client: ApolloClient | undefined

/**
 * The one Apollo Client of this browser tab. Only lazily loaded code calls it (the session loader,
 * the auth drawer, the profile card, cabinet pages), so Apollo never weighs on the first-load JS of
 * public pages (docs/decisions/0009-signing-in-from-the-browser.md).
 *
 * Never on the server: a module-level client there would share one resident's cache with the next
 * request. Server code makes a fresh client per call with `createSsrClient()` (docs/architecture.md#2-data-flow).
 */
export function getBrowserClient(): ApolloClient {
  if (typeof window === 'undefined') {
    throw new Error('getBrowserClient() runs in the browser only; server code uses createSsrClient()')
  }
  client ??= new ApolloClient({
    // The gateway, same origin: the HttpOnly token cookie travels with every call
    // (docs/architecture.md#4-session-and-security-rules).
    link: new HttpLink({ uri: GATEWAY_PATH, credentials: 'same-origin' }),
    cache: createCache(),
  })
  return client
}
