import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '../../../graphql/__generated__/client'
import { catalogueDetail, catalogueList, type DetailProps, type ListProps, runCatalogueQuery } from './factory'

export const PlacesListRouteQuery = graphql(`
  query PlacesListRouteQuery($page: Int!, $category: String) {
    places(page: $page, category: $category) {
      items {
        ...PlaceCard_place
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

export const PlaceRouteQuery = graphql(`
  query PlaceRouteQuery($id: ID!) {
    place(id: $id) {
      ...PlaceView_place
    }
  }
`)

export type PlacesListProps = ListProps<ResultOf<typeof PlacesListRouteQuery>>
export type PlaceProps = DetailProps<NonNullable<ResultOf<typeof PlaceRouteQuery>['place']>>

export const placesList = catalogueList({
  query: PlacesListRouteQuery,
  variables: (category, page) => ({ page, category }),
  pageCount: (data) => data.places.pageCount,
})

export const placeDetail = catalogueDetail({
  query: PlaceRouteQuery,
  param: 'id',
  variables: (id) => ({ id }),
  item: (data) => data.place,
  topKeys: async () =>
    (await runCatalogueQuery(PlacesListRouteQuery, { page: 1, category: null })).places.items.map((p) => p.id),
})
