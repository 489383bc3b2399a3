import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { infrastructureJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const InfrastructureListRouteQuery = graphql(`
  query InfrastructureListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {
    infrastructure(page: $page, category: $category, accessible: $accessible) {
      items {
        ...InfrastructureCard_object
      }
      ...CatalogueList_page
    }
  }
`)

export const InfrastructureRouteQuery = graphql(`
  query InfrastructureRouteQuery($slug: String!) {
    infrastructureObject(slug: $slug) {
      ...InfrastructureView_object
    }
  }
`)

export type InfrastructureProps = DetailProps<
  NonNullable<ResultOf<typeof InfrastructureRouteQuery>['infrastructureObject']>
>

/** The list by category, and its «Доступная среда» pages beside it (lib/routing/listRoutes.ts). */
const infrastructurePages = (accessible: boolean) =>
  listPages({
    query: InfrastructureListRouteQuery,
    variables: (category, page) => ({ page, category, accessible: accessible || null }),
    pageCount: (data) => data.infrastructure.pageInfo.pageCount,
    accessible,
  })

export const infrastructureList = infrastructurePages(false)
export const accessibleInfrastructureList = infrastructurePages(true)

export const infrastructureDetail = detailPages({
  query: InfrastructureRouteQuery,
  params: { slug: 'slug' },
  variables: ({ slug }) => ({ slug }),
  item: (data) => data.infrastructureObject,
  topKeys: async () =>
    (await runQuery(InfrastructureListRouteQuery, { page: 1, category: null })).infrastructure.items.map((o) => ({
      slug: o.slug,
    })),
  structuredData: (item) =>
    infrastructureJsonLd({
      path: detailHref('infrastructure', item.slug),
      title: item.title,
      summary: item.summary,
      cover: item.previewPicture,
      gallery: item.gallery,
      category: item.category,
      address: item.address,
      workingHours: item.workingHours,
      location: item.location,
      phone: item.phone,
      website: item.website,
      accessibility: item.accessibility,
    }),
})
