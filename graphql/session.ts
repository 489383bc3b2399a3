import type { ServerResponse } from 'node:http'
import { destroyCookie, setCookie } from 'nookies'

import { serverEnv } from '@/lib/server/env'
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@/lib/sessionHint'
import { TOKEN_COOKIE } from './context'

/** docs/spec.md#9-business-constants-and-limits: the token cookie lives 30 days. */
export const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * docs/architecture.md#4-session-and-security-rules: HttpOnly, SameSite=Lax, Path=/, Secure on https. Only the gateway
 * writes it.
 */
export const sessionCookieOptions = () => ({
  path: '/',
  maxAge: TOKEN_MAX_AGE_SECONDS,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: serverEnv.siteUrl.startsWith('https:'),
})

/**
 * The token's attributes, but readable by the page's script: the hint only says "ask `me`"
 * (lib/sessionHint.ts explains why that is safe).
 */
export const sessionHintCookieOptions = () => ({ ...sessionCookieOptions(), httpOnly: false })

/** Tells the page's script that a session exists (lib/sessionHint.ts); sent with every new token. */
export function setSessionHintCookie(res: ServerResponse | undefined) {
  if (res) setCookie({ res }, SESSION_HINT_COOKIE, SESSION_HINT_VALUE, sessionHintCookieOptions())
}

export function setSessionCookie(res: ServerResponse | undefined, token: string) {
  if (!res) return
  setCookie({ res }, TOKEN_COOKIE, token, sessionCookieOptions())
  setSessionHintCookie(res)
}

/** The token and its hint go together, so a page never asks `me` for a session that is gone. */
export function clearSessionCookie(res: ServerResponse | undefined) {
  if (!res) return
  destroyCookie({ res }, SESSION_HINT_COOKIE, { path: '/' })
  destroyCookie({ res }, TOKEN_COOKIE, { path: '/' })
}
