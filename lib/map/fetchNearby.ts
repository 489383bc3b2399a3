import type {
  MapKind,
  NearMeObjectsQueryQuery,
  NearMeObjectsQueryQueryVariables,
} from '@/lib/__generated__/gql/graphql'
// The gateway's path from the module without Apollo: importing the browser client would pull it in.
import { GATEWAY_PATH } from '@/lib/net/gatewayCall'

/**
 * The objects of one kind for "Рядом со мной", as the map has them. Codegen plucks this string (the
 * magic comment), so the schema checks it and types its answer; the browser sends it as it is,
 * without Apollo or the generated document map, which the list pages' first-load JS never carries.
 * No track: a route is measured to its start, `point`.
 */
export const NEAR_ME_QUERY = /* GraphQL */ `
  query NearMeObjectsQuery($kinds: [MapKind!]) {
    mapObjects(kinds: $kinds) {
      kind
      id
      slug
      title
      subtitle
      point {
        lat
        lon
      }
      image {
        url
        width
        height
        alt
      }
    }
  }
`

export type NearbyObject = NearMeObjectsQueryQuery['mapObjects'][number]

export class NearbyLoadError extends Error {
  constructor(detail: string) {
    super(`mapObjects for "near me" failed: ${detail}`)
    this.name = 'NearbyLoadError'
  }
}

/**
 * POSTs the query to the gateway the way Apollo's HttpLink does: JSON in and out. A JSON content
 * type is not one a cross-site form can send, which is what the gateway's csrfPrevention asks of a
 * request without Apollo's preflight headers. Throws NearbyLoadError for a failed answer.
 */
export async function fetchNearby(
  kind: MapKind,
  { fetchImpl = fetch, signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<NearbyObject[]> {
  const variables: NearMeObjectsQueryQueryVariables = { kinds: [kind] }
  const response = await fetchImpl(GATEWAY_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    },
    body: JSON.stringify({ operationName: 'NearMeObjectsQuery', query: NEAR_ME_QUERY, variables }),
    signal,
  })
  let body: { data?: NearMeObjectsQueryQuery | null; errors?: unknown[] }
  try {
    body = await response.json()
  } catch {
    throw new NearbyLoadError(`HTTP ${response.status}, not JSON`)
  }
  if (!response.ok || body.errors?.length || !body.data) {
    throw new NearbyLoadError(`HTTP ${response.status}${body.errors?.length ? ', GraphQL errors' : ''}`)
  }
  return body.data.mapObjects
}
