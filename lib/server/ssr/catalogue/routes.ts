import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { routeJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const RoutesListRouteQuery = graphql(`
  query RoutesListRouteQuery($page: Int!) {
    walkingRoutes(page: $page) {
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
  variables: (_filter, page) => ({ page }),
  pageCount: (data) => data.walkingRoutes.pageInfo.pageCount,
  filters: [],
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
