import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Tours renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const TourCard_tour = graphql(`
  fragment TourCard_tour on Tour {
    id
    slug
    ...CatalogueCard_entry
    kind {
      value
      label
    }
    durationMinutes
    priceFrom
  }
`)

export const TourView_tour = graphql(`
  fragment TourView_tour on Tour {
    ...TourCard_tour
    tags {
      value
      label
    }
    group {
      id
      title
    }
    groupSize
    organizer
    phone
    address
    ...CatalogueDetail_entry
    location {
      lat
      lon
    }
  }
`)
