import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { beachJsonLd } from '@/lib/server/seo/structuredData'
import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const BeachesListRouteQuery = graphql(`
  query BeachesListRouteQuery($page: Int!, $accessible: Boolean) {
    beaches(page: $page, accessible: $accessible) {
      items {
        ...BeachCard_beach
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
    beachGroups {
      ...BeachGroupLinks_group
    }
  }
`)

export const BeachRouteQuery = graphql(`
  query BeachRouteQuery($id: ID!) {
    beach(id: $id) {
      ...BeachView_beach
    }
  }
`)

export const BeachGroupRouteQuery = graphql(`
  query BeachGroupRouteQuery($id: ID!) {
    beachGroup(id: $id) {
      ...BeachGroupView_group
    }
  }
`)

export type BeachProps = DetailProps<NonNullable<ResultOf<typeof BeachRouteQuery>['beach']>>
export type BeachGroupProps = DetailProps<NonNullable<ResultOf<typeof BeachGroupRouteQuery>['beachGroup']>>

export const beachesList = listPages({
  query: BeachesListRouteQuery,
  variables: (filter, page) => ({ page, accessible: filter === ACCESSIBLE_FILTER ? true : null }),
  pageCount: (data) => data.beaches.pageInfo.pageCount,
  filters: [ACCESSIBLE_FILTER],
})

export const beachDetail = detailPages({
  query: BeachRouteQuery,
  params: { id: 'id' },
  variables: ({ id }) => ({ id }),
  item: (data) => data.beach,
  topKeys: async () => (await runQuery(BeachesListRouteQuery, { page: 1 })).beaches.items.map((b) => ({ id: b.id })),
  structuredData: (beach) =>
    beachJsonLd({
      path: detailHref('beaches', beach.id),
      title: beach.title,
      summary: beach.summary,
      cover: beach.previewPicture,
      gallery: beach.gallery,
      address: beach.address,
      workingHours: beach.workingHours,
      location: beach.location,
      amenities: beach.amenities,
      group: beach.group,
      conditions: beach.conditions,
      accessibility: beach.accessibility,
    }),
})

export const beachGroupDetail = detailPages({
  query: BeachGroupRouteQuery,
  params: { id: 'id' },
  variables: ({ id }) => ({ id }),
  item: (data) => data.beachGroup,
  topKeys: async () => (await runQuery(BeachesListRouteQuery, { page: 1 })).beachGroups.map((g) => ({ id: g.id })),
})
