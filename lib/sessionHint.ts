/**
 * The "signed-in hint" cookie (docs/decisions/0009-signing-in-from-the-browser.md). The session's `token` is HttpOnly
 * (docs/architecture.md#4-session-and-security-rules), so a page's script cannot tell a visitor from a resident;
 * without a hint every public page would load Apollo and ask the gateway `me` only to learn that nobody is signed in.
 * The gateway sets this cookie whenever it sets the token and removes it whenever it removes the
 * token; the page's script reads it and asks `me` only when it is there.
 *
 * Safe to leave readable by script: its value is the constant `1`, never the token or anything
 * naming the resident, so stealing or forging it gains nothing. It only decides whether the page
 * asks; the gateway still checks the token on every call, and a hint without a valid token merely
 * costs one `me` that answers null (and removes the hint).
 *
 * Client-safe on purpose: the gateway (graphql/session.ts), the cabinet guard (lib/server/session) and the
 * session gate in every page's first-load JS (components/session) all import it.
 */
export const SESSION_HINT_COOKIE = 'signed_in'

/** The only value the hint ever has. */
export const SESSION_HINT_VALUE = '1'

/** Whether a `Cookie` header or `document.cookie` string carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`)
}

/**
 * Removes the hint from the browser: `me` answered null although the hint was there (the token
 * expired or was removed), so the next page need not ask again.
 */
export function clearSessionHintInBrowser() {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
