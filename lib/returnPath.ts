/**
 * Where a signed-out visitor was going, carried through sign-in (docs/spec.md#4-states-and-transitions Session: a route
 * that requires auth sends the visitor to `/`). The cabinet guard (lib/server/session/withSession.ts)
 * sends them to `/?vhod=<path>`; the header's account panels read the parameter there, open the
 * auth drawer with the reason, and go to the path once the sign-in completes.
 *
 * The path comes from the address bar, so anyone can write a link with any value: only a path of
 * this site is ever followed (no open redirect), and the reason shown is never taken from the link.
 * Client-safe: it is part of every page's first-load JS (components/layout/AccountPanels).
 */

/** The query parameter of the home page that names the page to return to after sign-in. */
export const RETURN_PARAM = 'vhod'

const MAX_LENGTH = 2048
/** A base no real address shares: a path that resolves elsewhere left this site. */
const BASE = 'http://return-path.invalid'
/** Not pages: the router cannot show them, so a sign-in never ends there. */
const NOT_PAGES = /^\/(api|_next)(\/|$)/

/**
 * The value as a same-origin relative path (`/my-transport?x=1#y`), or null when it is anything
 * else: absolute or protocol-relative URLs, backslashes (`/\evil` is `//evil` to a browser),
 * control characters and spaces (browsers drop tabs and newlines), `javascript:` and the like.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  if (/[\u0000-\u0020\u007f]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments normalise `/.//evil` into `//evil`: checked again after parsing.
  if (path.startsWith('//') || NOT_PAGES.test(url.pathname)) return null
  return path
}

/** The home page with the drawer's return path, or plain `/` when the path is not safe. */
export function signInHref(path: string): string {
  const safe = safeReturnPath(path)
  return safe ? `/?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '/'
}

/** The safe return path in a query string (`location.search`), or null. */
export function readReturnPath(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM))
}

/** The query string without the return parameter (`?a=1`, or `` when nothing is left). */
export function withoutReturnParam(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(RETURN_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * The cabinet's pages by path, with the titles their views show (components/cars/MyTransportView and
 * its siblings), most specific first: a detail page is named by its section.
 */
const CABINET_TITLES: readonly (readonly [string, string])[] = [
  ['/moi-obrashcheniya/novoe-obrashchenie', 'Новое обращение'],
  ['/moi-obrashcheniya', 'Мои обращения'],
  ['/my-transport', 'Мой транспорт'],
  ['/rezident-applications', 'Заявки'],
  ['/upravleniye-profilem', 'Управление профилем'],
  ['/izbrannoe', 'Избранное'],
  ['/pokupki', 'Бронирования и поездки'],
]

export const SIGN_IN_TO_CONTINUE = 'Войдите, чтобы продолжить'

/** Why the drawer opened for a path: «Войдите, чтобы открыть «Мой транспорт»». */
export function signInReason(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  const match = CABINET_TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return match ? `Войдите, чтобы открыть «${match[1]}»` : SIGN_IN_TO_CONTINUE
}
