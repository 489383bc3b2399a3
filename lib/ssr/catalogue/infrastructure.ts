import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '../../../graphql/__generated__/client'
import { catalogueDetail, catalogueList, type DetailProps, type ListProps, runCatalogueQuery } from './factory'

export const InfrastructureListRouteQuery = graphql(`
  query InfrastructureListRouteQuery($page: Int!, $category: String) {
    infrastructure(page: $page, category: $category) {
      items {
        ...InfrastructureCard_object
      }
      page
      pageCount
      filters {
        value
        label
        count
      }
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

export type InfrastructureListProps = ListProps<ResultOf<typeof InfrastructureListRouteQuery>>
export type InfrastructureProps = DetailProps<
  NonNullable<ResultOf<typeof InfrastructureRouteQuery>['infrastructureObject']>
>

export const infrastructureList = catalogueList({
  query: InfrastructureListRouteQuery,
  variables: (category, page) => ({ page, category }),
  pageCount: (data) => data.infrastructure.pageCount,
})

export const infrastructureDetail = catalogueDetail({
  query: InfrastructureRouteQuery,
  param: 'slug',
  variables: (slug) => ({ slug }),
  item: (data) => data.infrastructureObject,
  topKeys: async () =>
    (await runCatalogueQuery(InfrastructureListRouteQuery, { page: 1, category: null })).infrastructure.items.map(
      (o) => o.slug,
    ),
})
