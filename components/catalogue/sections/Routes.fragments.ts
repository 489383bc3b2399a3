import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Routes renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const RouteCard_route = graphql(`
  fragment RouteCard_route on WalkingRoute {
    id
    ...CatalogueCard_entry
    distanceMeters
    durationMinutes
    difficulty {
      value
      label
    }
    accessibility {
      ...CatalogueCard_accessibility
    }
  }
`)

export const RouteView_route = graphql(`
  fragment RouteView_route on WalkingRoute {
    ...RouteCard_route
    start
    track {
      lat
      lon
    }
    ...CatalogueDetail_entry
    accessibility {
      ...AccessibilitySection_accessibility
    }
  }
`)
