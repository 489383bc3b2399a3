import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseCookies } from 'nookies'

import { serverEnv } from '@/lib/server/env'
import { clientAddress } from '@anapa/shared/net/clientAddress'
import { IDEMPOTENCY_KEY_HEADER } from '@anapa/shared/net/idempotency'
import { CityApi } from './datasources/CityApi'

export type GatewayContext = {
  api: CityApi
  /** The resident's token, from the HttpOnly `token` cookie; null for visitors. */
  token: string | null
  /** False when the request names a foreign Origin: such requests may not run mutations. */
  sameOrigin: boolean
  /** Present for HTTP requests, so login mutations can set the cookie; absent in getStaticProps. */
  res?: ServerResponse
}

export type ContextInput = {
  token?: string | null
  origin?: string | null
  /** The browser's address, passed on so the city API can rate-limit per client, not per gateway. */
  clientIp?: string | null
  /**
   * An editor's draft-preview read token: only getStaticProps in Next's preview mode
   * passes it (lib/server/ssr/factory.ts), never the public /api/graphql, so the gateway reads drafts only
   * for an editor the CMS vouched for.
   */
  previewToken?: string | null
  /** The browser's `Idempotency-Key` for the writes this request makes (graphql/datasources/CityApi.ts). */
  idempotencyKey?: string | null
  /** The site request's id (lib/server/observability/requestScope.ts), passed on to the CMS with every call. */
  requestId?: string | null
  res?: ServerResponse
}

export function createContext({
  token = null,
  origin = null,
  clientIp = null,
  previewToken = null,
  idempotencyKey = null,
  requestId = null,
  res,
}: ContextInput = {}): GatewayContext {
  return {
    api: new CityApi({ baseUrl: serverEnv.apiBaseUrl, token, clientIp, previewToken, idempotencyKey, requestId }),
    token,
    sameOrigin: origin === null || origin === new URL(serverEnv.siteUrl).origin,
    res,
  }
}

export const TOKEN_COOKIE = 'token'

export function tokenFromRequest(req: IncomingMessage): string | null {
  return parseCookies({ req })[TOKEN_COOKIE] || null
}

/**
 * The visitor's address, forwarded to the CMS so its per-IP limits count visitors, not the gateway.
 * Pages API routes see the socket. Under `next start` Next sets `x-forwarded-for` to the socket's
 * address only when the request has none (it never appends), so the chain here is the header plus
 * the socket's peer, and the client is its right-most address that is not one of our proxies
 * (TRUST_PROXY). Behind nginx (`$proxy_add_x_forwarded_for`, TRUST_PROXY=loopback) that is the
 * address nginx saw; reached directly (TRUST_PROXY unset) it is the socket's peer, whatever the
 * visitor wrote. A header Next filled in repeats the peer, which changes nothing.
 */
/** The request's `Idempotency-Key`, one value (a repeated header is not a key). */
export function idempotencyKeyFromRequest(req: IncomingMessage): string | null {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER]
  return typeof value === 'string' ? value : null
}

export function clientIpFromRequest(req: IncomingMessage): string | null {
  return clientAddress({
    forwardedFor: req.headers['x-forwarded-for'],
    peer: req.socket?.remoteAddress ?? null,
    trusted: serverEnv.trustProxy,
  })
}
