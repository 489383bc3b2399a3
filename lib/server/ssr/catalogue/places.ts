import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { placeJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const PlacesListRouteQuery = graphql(`
  query PlacesListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {
    places(page: $page, category: $category, accessible: $accessible) {
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

/** The list by category, and its «Доступная среда» pages beside it (lib/routing/listRoutes.ts). */
const placesPages = (accessible: boolean) =>
  listPages({
    query: PlacesListRouteQuery,
    variables: (category, page) => ({ page, category, accessible: accessible || null }),
    pageCount: (data) => data.places.pageInfo.pageCount,
    accessible,
  })

export const placesList = placesPages(false)
export const accessiblePlacesList = placesPages(true)

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
