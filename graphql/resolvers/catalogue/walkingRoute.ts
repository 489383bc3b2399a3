import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { accessibleArg, toAccessibility } from './accessibility'
import { card, detail, orNull, pageArgs, toPage } from './shared'

/** Walking routes: Query.walkingRoutes pages the cards, Query.walkingRoute answers one with its track. */

const walkingRouteFields = (r: R.RestRouteCard) => ({
  ...card(r),
  distanceMeters: r.distance_meters,
  durationMinutes: r.duration_minutes,
  difficulty: r.difficulty,
  start: r.start,
  accessibility: toAccessibility(r.accessibility),
})

export const toWalkingRouteCard = (r: R.RestRouteCard) => walkingRouteFields(r)

export const toWalkingRoute = (r: R.RestRoute): G.WalkingRoute => ({
  ...walkingRouteFields(r),
  ...detail(r),
  track: r.track ?? [],
})

/** A list answers a route's card fields, the detail query all of them (codegen.ts mappers). */
export type WalkingRouteParent = G.WalkingRoute | ReturnType<typeof toWalkingRouteCard>

export const walkingRouteQueries: Pick<G.QueryResolvers, 'walkingRoutes' | 'walkingRoute'> = {
  walkingRoutes: async (_p, { page, accessible }, { api }) =>
    toPage(
      await api.walkingRoutes({ ...pageArgs(page), accessible: accessibleArg(accessible) }),
      page,
      toWalkingRouteCard,
    ),
  walkingRoute: (_p, { id }, { api }) => orNull(() => api.walkingRoute(id), toWalkingRoute),
}
