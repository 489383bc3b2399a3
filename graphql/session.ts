import type { ServerResponse } from 'node:http'
import { destroyCookie, setCookie } from 'nookies'

import { serverEnv } from '@/lib/env'
import { TOKEN_COOKIE } from './context'

/** Spec §9: the token cookie lives 30 days. */
export const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** ARCHITECTURE §4: HttpOnly, SameSite=Lax, Path=/, Secure on https. Only the gateway writes it. */
export const sessionCookieOptions = () => ({
  path: '/',
  maxAge: TOKEN_MAX_AGE_SECONDS,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: serverEnv.siteUrl.startsWith('https:'),
})

export function setSessionCookie(res: ServerResponse | undefined, token: string) {
  if (res) setCookie({ res }, TOKEN_COOKIE, token, sessionCookieOptions())
}

export function clearSessionCookie(res: ServerResponse | undefined) {
  if (res) destroyCookie({ res }, TOKEN_COOKIE, { path: '/' })
}
