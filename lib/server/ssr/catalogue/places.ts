import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { placeJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const PlacesListRouteQuery = graphql(`
  query PlacesListRouteQuery($page: Int!, $category: String) {
    places(page: $page, category: $category) {
      items {
        ...PlaceCard_place
      }
      ...CatalogueList_page
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

export type PlaceProps = DetailProps<NonNullable<ResultOf<typeof PlaceRouteQuery>['place']>>

export const placesList = listPages({
  query: PlacesListRouteQuery,
  variables: (category, page) => ({ page, category }),
  pageCount: (data) => data.places.pageInfo.pageCount,
})

export const placeDetail = detailPages({
  query: PlaceRouteQuery,
  params: { id: 'id' },
  variables: ({ id }) => ({ id }),
  item: (data) => data.place,
  topKeys: async () =>
    (await runQuery(PlacesListRouteQuery, { page: 1, category: null })).places.items.map((p) => ({ id: p.id })),
  structuredData: (place) =>
    placeJsonLd({
      path: detailHref('places', place.id),
      title: place.title,
      summary: place.summary,
      cover: place.previewPicture,
      gallery: place.gallery,
      category: place.category,
      address: place.address,
      workingHours: place.workingHours,
      location: place.location,
      priceFrom: place.priceFrom,
      phone: place.phone,
      website: place.website,
      accessibility: place.accessibility,
    }),
})
