import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Places renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const PlaceCard_place = graphql(`
  fragment PlaceCard_place on Place {
    id
    ...CatalogueCard_entry
    category {
      value
      label
    }
    ...CatalogueVenue_entry
    accessibility {
      ...CatalogueCard_accessibility
    }
  }
`)

export const PlaceView_place = graphql(`
  fragment PlaceView_place on Place {
    ...PlaceCard_place
    priceFrom
    ...CatalogueContacts_entry
    ...CatalogueDetail_entry
    accessibility {
      ...AccessibilitySection_accessibility
    }
    location {
      lat
      lon
    }
  }
`)
