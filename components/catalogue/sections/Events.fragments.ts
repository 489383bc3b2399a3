import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Events renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const EventCard_event = graphql(`
  fragment EventCard_event on Event {
    id
    slug
    ...CatalogueCard_entry
    category {
      value
      label
    }
    startsAt
    endsAt
    venue
    priceFrom
    ageLimit
  }
`)

export const EventView_event = graphql(`
  fragment EventView_event on Event {
    ...EventCard_event
    address
    ticketUrl
    ...CatalogueDetail_entry
    location {
      lat
      lon
    }
  }
`)
