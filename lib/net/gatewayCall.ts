/**
 * One operation sent to the site's gateway without Apollo: for the service worker, which carries no
 * GraphQL tooling, and for what the page and the worker share (lib/offline/sendQueued.ts). Same
 * origin, the resident's cookie, a JSON POST, which is what the gateway's CSRF rules ask of a
 * mutation (graphql/server.ts). The operations are text, validated against the gateway's schema by
 * graphql/workerOperations.test.ts.
 */
/** The gateway's one address (pages/api/graphql.ts), for Apollo's link as for every plain call. */
export const GATEWAY_PATH = '/api/graphql'

/**
 * What came of a call: the data; a refusal of the input, with the gateway's Russian message (and
 * its field messages); or nothing usable now (no network, the server failing, a session to renew),
 * which is worth trying again later.
 */
export type GatewayOutcome<T> =
  { kind: 'answer'; data: T } | { kind: 'refused'; code: string; message: string } | { kind: 'unreachable' }

/** Codes that refuse the input itself: sending it again would be refused again. */
const REFUSED = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'])

type GraphQLAnswer<T> = {
  data?: T | null
  errors?: { message?: string; extensions?: { code?: unknown; fields?: unknown } }[]
}

/** The field messages of a refusal, else its message: what the resident needs to put it right. */
function refusalText(error: NonNullable<GraphQLAnswer<unknown>['errors']>[number]): string {
  const fields = error.extensions?.fields
  const fieldMessages =
    fields && typeof fields === 'object'
      ? Object.values(fields as Record<string, unknown>).filter((m): m is string => typeof m === 'string' && m !== '')
      : []
  return fieldMessages.length > 0 ? fieldMessages.join('. ') : (error.message ?? '')
}

export async function callGateway<T>(
  fetchFn: typeof fetch,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GatewayOutcome<T>> {
  let response: Response
  try {
    response = await fetchFn(GATEWAY_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query, variables }),
    })
  } catch {
    return { kind: 'unreachable' }
  }
  const body = (await response.json().catch(() => null)) as GraphQLAnswer<T> | null
  const error = body?.errors?.[0]
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : ''
    return REFUSED.has(code) ? { kind: 'refused', code, message: refusalText(error) } : { kind: 'unreachable' }
  }
  if (!response.ok || !body?.data) return { kind: 'unreachable' }
  return { kind: 'answer', data: body.data }
}
