import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { tourJsonLd } from '@/lib/server/seo/structuredData'
import { detailHref } from '@/lib/catalogue/paths'
import { detailPages, listPages, queryPage, type DetailProps, runQuery } from '@/lib/server/ssr/factory'

export const ToursListRouteQuery = graphql(`
  query ToursListRouteQuery($page: Int!, $tag: String) {
    tours(page: $page, tag: $tag) {
      items {
        ...TourCard_tour
      }
      ...CatalogueList_page
    }
  }
`)

export const TourRouteQuery = graphql(`
  query TourRouteQuery($slug: String!) {
    tour(slug: $slug) {
      ...TourView_tour
    }
  }
`)

export const TourGroupsRouteQuery = graphql(`
  query TourGroupsRouteQuery {
    tourGroups {
      ...TourGroupsView_group
    }
  }
`)

export type TourProps = DetailProps<NonNullable<ResultOf<typeof TourRouteQuery>['tour']>>
export type TourGroupsProps = { data: ResultOf<typeof TourGroupsRouteQuery> }

export const toursList = listPages({
  query: ToursListRouteQuery,
  variables: (tag, page) => ({ page, tag }),
  pageCount: (data) => data.tours.pageInfo.pageCount,
})

export const tourDetail = detailPages({
  query: TourRouteQuery,
  params: { slug: 'slug' },
  variables: ({ slug }) => ({ slug }),
  item: (data) => data.tour,
  topKeys: async () =>
    (await runQuery(ToursListRouteQuery, { page: 1, tag: null })).tours.items.map((t) => ({ slug: t.slug })),
  structuredData: (tour) =>
    tourJsonLd({
      path: detailHref('tours', tour.slug),
      title: tour.title,
      summary: tour.summary,
      cover: tour.previewPicture,
      gallery: tour.gallery,
      tags: tour.tags,
      priceFrom: tour.priceFrom,
      organizer: tour.organizer,
      phone: tour.phone,
      address: tour.address,
      location: tour.location,
    }),
})

export const getTourGroupsProps = queryPage(TourGroupsRouteQuery)
