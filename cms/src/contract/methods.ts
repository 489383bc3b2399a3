/**
 * Which HTTP methods each address of the CMS answers: the 405 answers and
 * their `Allow` header come from here. The contract's routes are listed by hand; a unit test
 * (methods.test.ts) reads every route.ts under app/(contract) and fails when this table and the
 * exported handlers disagree, so a new route cannot be forgotten.
 */
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

/** The methods Next's route handlers know. Anything else never reaches a handler. */
export const NEXT_METHODS: ReadonlySet<string> = new Set<Method>([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
])

/** Route files' paths as in app/(contract) (`[param]` is one segment) → the handlers they export. */
export const CONTRACT_ROUTES: Readonly<Record<string, readonly Method[]>> = {
  '/v1/alerts': ['GET'],
  '/v1/alerts/[identifier]': ['GET'],
  '/v1/appeals': ['GET', 'POST'],
  '/v1/appeals/[id]': ['GET'],
  '/v1/appeals/drafts': ['GET', 'POST'],
  '/v1/appeals/drafts/[requestId]': ['GET', 'DELETE'],
  '/v1/appeals/followed': ['GET', 'POST'],
  '/v1/appeals/followed/[number]': ['DELETE'],
  '/v1/appeals/photos': ['POST'],
  '/v1/appeals/photos/[id]': ['GET'],
  '/v1/appeals/topics': ['GET'],
  '/v1/appeals/verdicts': ['POST'],
  '/v1/authorize/changePassword': ['PUT'],
  '/v1/authorize/changePasswordWithOld': ['PUT'],
  '/v1/authorize/login': ['POST'],
  '/v1/authorize/logout': ['POST'],
  '/v1/authorize/phone/loginByCode': ['POST'],
  '/v1/authorize/phone/sendCode': ['POST'],
  '/v1/authorize/phone/sendCodeForRestorePassword': ['POST'],
  '/v1/beaches': ['GET'],
  '/v1/beaches/[id]': ['GET'],
  '/v1/beaches/conditions': ['GET'],
  '/v1/beaches/groups': ['GET'],
  '/v1/beaches/groups/[id]': ['GET'],
  '/v1/bookings': ['GET', 'POST'],
  '/v1/bookings/[id]': ['GET'],
  '/v1/bookings/[id]/cancel': ['POST'],
  '/v1/bookings/[id]/pay': ['POST'],
  '/v1/cameras': ['GET'],
  '/v1/car/add': ['POST'],
  '/v1/car/check': ['POST'],
  '/v1/car/list': ['GET'],
  '/v1/car/remove': ['POST'],
  '/v1/car/update': ['POST'],
  '/v1/events': ['GET'],
  '/v1/events/[slug]': ['GET'],
  '/v1/events/[slug]/sessions': ['GET'],
  '/v1/favorites': ['GET'],
  '/v1/favorites/[entity]/[slug]': ['PUT', 'DELETE'],
  '/v1/infrastructure': ['GET'],
  '/v1/infrastructure/[slug]': ['GET'],
  '/v1/magazines': ['GET'],
  '/v1/magazines/categories': ['GET'],
  '/v1/map': ['GET'],
  '/v1/payments/callback/[provider]': ['POST'],
  '/v1/places': ['GET'],
  '/v1/push/createPushToken': ['POST'],
  '/v1/push/getPushNotification': ['GET'],
  '/v1/push/removePushToken': ['POST'],
  '/v1/push/vapidPublicKey': ['GET'],
  '/v1/redirects': ['GET'],
  '/v1/places/[id]': ['GET'],
  '/v1/public/appeals': ['GET'],
  '/v1/public/appeals/[number]': ['GET'],
  '/v1/public/appeals/nearby': ['GET'],
  '/v1/public/appeals/photos/[id]': ['GET'],
  '/v1/routes': ['GET'],
  '/v1/routes/[id]': ['GET'],
  '/v1/search': ['GET'],
  '/v1/sitemap': ['GET'],
  '/v1/statement/create': ['POST'],
  '/v1/statement/list': ['GET'],
  '/v1/statement/remove': ['POST'],
  '/v1/statement/resident-permits/data': ['POST'],
  '/v1/statement/resident-permits/draft': ['POST'],
  '/v1/statement/resident-permits/file': ['POST'],
  '/v1/statement/resident-permits/file/[id]': ['GET'],
  '/v1/tickets/verify': ['POST'],
  '/v1/tours': ['GET'],
  '/v1/tours/[slug]': ['GET'],
  '/v1/tours/[slug]/sessions': ['GET'],
  '/v1/tours/groups': ['GET'],
  '/v1/user': ['GET', 'PUT', 'DELETE'],
  '/v2/magazines/[slug]': ['GET'],
  // Open311 GeoReport v2 (docs/decisions/0051-public-appeals-and-open311.md).
  '/open311/v2/discovery.json': ['GET'],
  '/open311/v2/requests.json': ['GET', 'POST'],
  '/open311/v2/requests/[id]': ['GET'],
  '/open311/v2/services.json': ['GET'],
  '/open311/v2/services/[code]': ['GET'],
}

/** Payload's REST API (app/(payload)/api/[...slug]/route.ts) exports every method but HEAD. */
const PAYLOAD_API: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Pages (the admin) and unknown addresses: reading only. */
const PAGES: readonly Method[] = ['GET']

const segments = (path: string) => path.split('/').filter(Boolean)
const isParam = (segment: string) => segment.startsWith('[') && segment.endsWith(']')

const ROUTES = Object.entries(CONTRACT_ROUTES)
  .map(([path, methods]) => ({ parts: segments(path), methods }))
  // Literal segments win over parameters, as in Next's router (/v1/beaches/groups before /v1/beaches/[id]).
  .sort((a, b) => b.parts.filter((p) => !isParam(p)).length - a.parts.filter((p) => !isParam(p)).length)

/** The handlers of the contract route serving this path, or null when no contract route does. */
export function contractMethods(pathname: string): readonly Method[] | null {
  const parts = segments(pathname)
  const route = ROUTES.find(
    (candidate) =>
      candidate.parts.length === parts.length && candidate.parts.every((part, i) => isParam(part) || part === parts[i]),
  )
  return route?.methods ?? null
}

/** The methods an address answers: its handlers, HEAD with GET, and OPTIONS (both added by Next). */
export function allowedMethods(pathname: string): Method[] {
  const handlers =
    contractMethods(pathname) ?? (pathname === '/api' || pathname.startsWith('/api/') ? PAYLOAD_API : PAGES)
  const methods = new Set<Method>([...handlers, 'OPTIONS'])
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort()
}

export type MethodRefusal = { allow: string; message: string }

export const methodNotAllowedMessage = (method: string, allow: string) =>
  `Метод ${method} не поддерживается для этого адреса. Допустимые методы: ${allow}`

/**
 * Null when the request may go on to Next; otherwise what the 405 says. Refused: methods Next
 * does not know (TRACE, CONNECT, PROPFIND…: Next would answer 400, or 500 for TRACE, whose
 * Request it cannot even build), and known methods a contract route has no handler for (Next
 * would answer an empty 405 without Allow). Unknown contract paths go on to the JSON 404.
 */
export function refuseMethod(method: string, pathname: string): MethodRefusal | null {
  const known = NEXT_METHODS.has(method)
  if (known) {
    const handlers = contractMethods(pathname)
    if (handlers === null || method === 'OPTIONS' || handlers.includes(method as Method)) return null
    if (method === 'HEAD' && handlers.includes('GET')) return null
  }
  const allow = allowedMethods(pathname).join(', ')
  return { allow, message: methodNotAllowedMessage(method, allow) }
}
