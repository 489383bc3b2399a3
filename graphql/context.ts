import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseCookies } from 'nookies'

import { serverEnv } from '../lib/env'
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
  res?: ServerResponse
}

export function createContext({
  token = null,
  origin = null,
  clientIp = null,
  res,
}: ContextInput = {}): GatewayContext {
  return {
    api: new CityApi({ baseUrl: serverEnv.apiBaseUrl, token, clientIp }),
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
 * The client's address: the socket's, or, behind our own nginx (TRUST_PROXY=true), the last hop
 * that nginx appended to X-Forwarded-For. A client can write anything into that header itself.
 */
export function clientIpFromRequest(req: IncomingMessage): string | null {
  const forwarded = req.headers['x-forwarded-for']
  if (serverEnv.trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  return req.socket?.remoteAddress ?? null
}
