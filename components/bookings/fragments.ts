import { graphql } from '@/lib/__generated__/gql'

export const BookingView_booking = graphql(`
  fragment BookingView_booking on Booking {
    id
    number
    status
    statusLabel
    quantity
    total
    session {
      id
      startsAt
      endsAt
    }
    item {
      kind
      slug
      title
      venueOrMeetingPoint
      location {
        lat
        lon
      }
    }
    payment {
      provider
      expiresAt
      confirmationUrl
    }
    ticket {
      reference
      code
    }
    cancelUntil
    createdAt
  }
`)
