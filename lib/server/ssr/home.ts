import type { ResultOf } from '@graphql-typed-document-node/core'
import type { GetStaticProps } from 'next'

import { graphql } from '@/lib/__generated__/gql'
import { runQuery } from './factory'
import { REVALIDATE_SECONDS } from './revalidate'

export const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    journal(page: 1) {
      items {
        ...ArticleCard_article
      }
    }
    events(page: 1) {
      items {
        ...EventCard_event
      }
    }
    beaches(page: 1) {
      items {
        ...BeachCard_beach
      }
    }
    beachConditions {
      bathingAllowed
      total
    }
    tours(page: 1) {
      items {
        ...TourCard_tour
      }
    }
    places(page: 1) {
      items {
        ...PlaceCard_place
      }
    }
  }
`)

export const HOME_JOURNAL_TEASERS = 3
/** Cards per catalogue section on the home page: one row on the widest screens. */
export const HOME_SECTION_CARDS = 4

type HomeProps = { data: ResultOf<typeof HomeRouteQuery> }

export const getHomeProps: GetStaticProps<HomeProps> = async () => {
  const data = await runQuery(HomeRouteQuery, {})
  // Only what the page shows travels in __NEXT_DATA__.
  const first = <T>(list: { items: T[] }, count = HOME_SECTION_CARDS) => ({
    ...list,
    items: list.items.slice(0, count),
  })
  const teasers = {
    journal: first(data.journal, HOME_JOURNAL_TEASERS),
    events: first(data.events),
    beaches: first(data.beaches),
    // Only the two numbers of «купание разрешено на N из M», not every beach's conditions.
    beachConditions: { bathingAllowed: data.beachConditions.bathingAllowed, total: data.beachConditions.total },
    tours: first(data.tours),
    places: first(data.places),
  }
  return { props: { data: teasers }, revalidate: REVALIDATE_SECONDS }
}
