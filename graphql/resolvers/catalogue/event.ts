import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { card, detail, orNull, pageArgs, point, toPage } from './shared'

/** The afisha: Query.events pages the cards, Query.event answers one event with its detail. */

const eventFields = (e: R.RestEventCard) => ({
  ...card(e),
  slug: e.slug,
  category: e.category,
  startsAt: e.starts_at,
  endsAt: e.ends_at,
  venue: e.venue,
  address: e.address,
  priceFrom: e.price_from,
  ageLimit: e.age_limit,
  location: point(e.location),
})

export const toEventCard = (e: R.RestEventCard) => eventFields(e)

export const toEvent = (e: R.RestEvent): G.Event => ({ ...eventFields(e), ...detail(e), ticketUrl: e.ticket_url })

/** A list answers an event's card fields, the detail query all of them (codegen.ts mappers). */
export type EventParent = G.Event | ReturnType<typeof toEventCard>

export const eventQueries: Pick<G.QueryResolvers, 'events' | 'event'> = {
  events: async (_p, { page, date }, { api }) =>
    toPage(await api.events({ ...pageArgs(page), date: date.toLowerCase() }), page, toEventCard),
  event: (_p, { slug }, { api }) => orNull(() => api.event(slug), toEvent),
}
