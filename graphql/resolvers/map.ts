import type { RestMapKind, RestMapObject } from '@/graphql/datasources/catalogueRestTypes'
import type { MapKind, MapObject, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { toImage } from './image'

const KINDS: Record<RestMapKind, MapKind> = {
  beach: 'BEACH',
  place: 'PLACE',
  urban: 'URBAN',
  event: 'EVENT',
  route: 'ROUTE',
}

const toRestKind = (kind: MapKind) => kind.toLowerCase() as RestMapKind

/** REST map entries the gateway does not know (a kind added upstream first) are left out, not errors. */
export function toMapObject(o: RestMapObject): MapObject | null {
  const kind = KINDS[o.kind]
  if (!kind) return null
  return {
    kind,
    id: String(o.id),
    slug: o.slug ?? null,
    title: o.title,
    subtitle: o.subtitle ?? null,
    point: { lat: o.point.lat, lon: o.point.lon },
    track: kind === 'ROUTE' ? (o.track ?? []).map(({ lat, lon }) => ({ lat, lon })) : null,
    image: toImage(o.image),
  }
}

export const mapQueries: Pick<QueryResolvers, 'mapObjects'> = {
  // One upstream call whatever the kinds (ARCHITECTURE §8: no N+1 for list pages).
  mapObjects: async (_p, { kinds }, { api }) =>
    (await api.mapObjects([...new Set(kinds ?? [])].map(toRestKind)))
      .map(toMapObject)
      .filter((o): o is MapObject => o !== null),
}
