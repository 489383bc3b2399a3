import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { card, detail, groupRef, oneValue, orNull, pageArgs, point, toPage } from './shared'

/** Excursions and tours: Query.tours pages the cards, Query.tour answers one, Query.tourGroups their groups. */

const tourFields = (t: R.RestTourCard) => ({
  ...card(t),
  slug: t.slug,
  kind: t.kind,
  tags: t.tags ?? [],
  durationMinutes: t.duration_minutes,
  priceFrom: t.price_from,
  group: groupRef(t.group),
})

export const toTourCard = (t: R.RestTourCard) => tourFields(t)

export const toTour = (t: R.RestTour): G.Tour => ({
  ...tourFields(t),
  ...detail(t),
  groupSize: t.group_size,
  organizer: t.organizer,
  phone: t.phone,
  address: t.address,
  location: point(t.location),
})

export const toTourGroup = (g: R.RestTourGroup): G.ResolversTypes['TourGroup'] => ({
  ...card(g),
  items: g.items.map(toTourCard),
})

/** A list or a group answers a tour's card fields, the detail query all of them (codegen.ts mappers). */
export type TourParent = G.Tour | ReturnType<typeof toTourCard>

export const tourQueries: Pick<G.QueryResolvers, 'tours' | 'tour' | 'tourGroups'> = {
  tours: async (_p, { page, tag }, { api }) =>
    toPage(await api.tours({ ...pageArgs(page), tag: oneValue(tag) }), page, toTourCard),
  tour: (_p, { slug }, { api }) => orNull(() => api.tour(slug), toTour),
  tourGroups: async (_p, _args, { api }) => (await api.tourGroups()).map(toTourGroup),
}
