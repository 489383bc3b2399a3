import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import type { EventDateFilter } from '@/lib/__generated__/gql/graphql'
import { EVENT_DATE_FILTERS } from '@/lib/catalogue/constants'
import { eventJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const EventsListRouteQuery = graphql(`
  query EventsListRouteQuery($page: Int!, $date: EventDateFilter!) {
    events(page: $page, date: $date) {
      items {
        ...EventCard_event
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

export const EventRouteQuery = graphql(`
  query EventRouteQuery($slug: String!) {
    event(slug: $slug) {
      ...EventView_event
    }
  }
`)

/** The URL's `date` values and the gateway's filter; no value means what is still to come. */
// Keyed by the site's one list of `date` values, which revalidation expands too.
const DATE_FILTERS = { today: 'TODAY', weekend: 'WEEKEND', past: 'PAST' } as const satisfies Record<
  (typeof EVENT_DATE_FILTERS)[number],
  EventDateFilter
>

const dateFilter = (filter: string | null): EventDateFilter =>
  filter !== null && filter in DATE_FILTERS ? DATE_FILTERS[filter as keyof typeof DATE_FILTERS] : 'UPCOMING'

export type EventProps = DetailProps<NonNullable<ResultOf<typeof EventRouteQuery>['event']>>

export const eventsList = listPages({
  query: EventsListRouteQuery,
  variables: (filter, page) => ({ page, date: dateFilter(filter) }),
  pageCount: (data) => data.events.pageInfo.pageCount,
  filters: EVENT_DATE_FILTERS,
})

export const eventDetail = detailPages({
  query: EventRouteQuery,
  params: { slug: 'slug' },
  variables: ({ slug }) => ({ slug }),
  item: (data) => data.event,
  topKeys: async () =>
    (await runQuery(EventsListRouteQuery, { page: 1, date: 'UPCOMING' })).events.items.map((e) => ({ slug: e.slug })),
  structuredData: (event) =>
    eventJsonLd({
      path: detailHref('events', event.slug),
      title: event.title,
      summary: event.summary,
      cover: event.previewPicture,
      gallery: event.gallery,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      venue: event.venue,
      address: event.address,
      location: event.location,
      priceFrom: event.priceFrom,
      ticketUrl: event.ticketUrl,
    }),
})
