import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { accessibleArg, toAccessibility } from './accessibility'
import { card, detail, hours, oneValue, orNull, pageArgs, point, toPage } from './shared'

/** Interesting places: Query.places pages the cards, Query.place answers one. */

const placeFields = (p: R.RestPlaceCard) => ({
  ...card(p),
  category: p.category,
  address: p.address,
  workingHours: hours(p.working_hours),
  priceFrom: p.price_from,
  location: point(p.location),
  accessibility: toAccessibility(p.accessibility),
})

export const toPlaceCard = (p: R.RestPlaceCard) => placeFields(p)

export const toPlace = (p: R.RestPlace): G.Place => ({
  ...placeFields(p),
  ...detail(p),
  phone: p.phone,
  website: p.website,
})

/** A list answers a place's card fields, the detail query all of them (codegen.ts mappers). */
export type PlaceParent = G.Place | ReturnType<typeof toPlaceCard>

export const placeQueries: Pick<G.QueryResolvers, 'places' | 'place'> = {
  places: async (_p, { page, category, accessible }, { api }) =>
    toPage(
      await api.places({ ...pageArgs(page), category: oneValue(category), accessible: accessibleArg(accessible) }),
      page,
      toPlaceCard,
    ),
  place: (_p, { id }, { api }) => orNull(() => api.place(id), toPlace),
}
