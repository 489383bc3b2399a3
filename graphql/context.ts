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

export type ContextInput = { token?: string | null; origin?: string | null; res?: ServerResponse }

export function createContext({ token = null, origin = null, res }: ContextInput = {}): GatewayContext {
  return {
    api: new CityApi({ baseUrl: serverEnv.apiBaseUrl, token }),
    token,
    sameOrigin: origin === null || origin === new URL(serverEnv.siteUrl).origin,
    res,
  }
}

export const TOKEN_COOKIE = 'token'

export function tokenFromRequest(req: IncomingMessage): string | null {
  return parseCookies({ req })[TOKEN_COOKIE] || null
}
