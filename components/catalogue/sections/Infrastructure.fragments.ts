import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Infrastructure renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const InfrastructureCard_object = graphql(`
  fragment InfrastructureCard_object on InfrastructureObject {
    id
    slug
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

export const InfrastructureView_object = graphql(`
  fragment InfrastructureView_object on InfrastructureObject {
    ...InfrastructureCard_object
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
