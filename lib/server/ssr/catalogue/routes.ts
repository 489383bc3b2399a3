import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { routeJsonLd } from '@/lib/server/seo/structuredData'
import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const RoutesListRouteQuery = graphql(`
  query RoutesListRouteQuery($page: Int!, $accessible: Boolean) {
    walkingRoutes(page: $page, accessible: $accessible) {
      items {
        ...RouteCard_route
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

export const RouteRouteQuery = graphql(`
  query RouteRouteQuery($id: ID!) {
    walkingRoute(id: $id) {
      ...RouteView_route
    }
  }
`)

export type RouteProps = DetailProps<NonNullable<ResultOf<typeof RouteRouteQuery>['walkingRoute']>>

export const routesList = listPages({
  query: RoutesListRouteQuery,
  // The list has no other filter, so «Доступная среда» takes its one filter slot, as on the beaches.
  variables: (filter, page) => ({ page, accessible: filter === ACCESSIBLE_FILTER ? true : null }),
  pageCount: (data) => data.walkingRoutes.pageInfo.pageCount,
  filters: [ACCESSIBLE_FILTER],
})

export const routeDetail = detailPages({
  query: RouteRouteQuery,
  params: { id: 'id' },
  variables: ({ id }) => ({ id }),
  item: (data) => data.walkingRoute,
  topKeys: async () =>
    (await runQuery(RoutesListRouteQuery, { page: 1 })).walkingRoutes.items.map((r) => ({ id: r.id })),
  structuredData: (route) =>
    routeJsonLd({
      path: detailHref('routes', route.id),
      title: route.title,
      summary: route.summary,
      cover: route.previewPicture,
      gallery: route.gallery,
      start: route.start,
      track: route.track,
      accessibility: route.accessibility,
    }),
})
