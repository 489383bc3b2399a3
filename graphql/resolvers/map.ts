import { GraphQLError } from 'graphql'

import type { RestMapKind, RestMapObject } from '@/graphql/datasources/catalogueRestTypes'
import type { MapKind, MapObject, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { describePoint } from '@/graphql/geocoder/describePoint'
import { geocoderFrom } from '@/graphql/geocoder/geocoder'
import { serverEnv } from '@/lib/server/env'
import { accessibleArg, toAccessibility } from './catalogue/accessibility'
import { toImage } from './image'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

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
    bathing: kind === 'BEACH' ? (o.bathing ?? null) : null,
    flag: kind === 'BEACH' ? (o.flag ?? null) : null,
    accessibility: o.accessibility ? toAccessibility(o.accessibility) : null,
    image: toImage(o.image),
  }
}

/** What an appeal's point is described by: things that stay put (events move, routes are lines). */
const LANDMARK_KINDS: readonly RestMapKind[] = ['beach', 'place', 'urban']

export const mapQueries: Pick<QueryResolvers, 'mapObjects' | 'describePoint'> = {
  // One upstream call whatever the kinds
  // (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: no N+1 for list pages).
  mapObjects: async (_p, { kinds, accessible }, { api }) =>
    (await api.mapObjects([...new Set(kinds ?? [])].map(toRestKind), { accessible: accessibleArg(accessible) }))
      .map(toMapObject)
      .filter((o): o is MapObject => o !== null),

  // Signed-in only: each call may reach an outside geocoder, which visitors must not be able to drive.
  async describePoint(_p, { point }, context) {
    requireSignedIn(context)
    if (!isGeoPoint(point)) {
      throw new GraphQLError(INVALID_INPUT_MESSAGE, {
        extensions: { code: 'BAD_USER_INPUT', fields: { point: 'Выберите точку на карте' } },
      })
    }
    const landmarks = await context.api.mapObjects([...LANDMARK_KINDS])
    return describePoint(point, landmarks, geocoderFrom(serverEnv.geocoder))
  },
}

const isGeoPoint = ({ lat, lon }: { lat: number; lon: number }) =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
