import { graphql } from '@/lib/__generated__/gql'

/**
 * What this device keeps of the signed-in resident for reading without a connection
 * (docs/decisions/0047-resident-data-offline.md): one gateway call for every list, so the copy is
 * whole and of one moment. Only upcoming bookings (a ticket is shown at the entrance) and the
 * newest page of appeals; every beach's conditions, of which the copy keeps the favourite beaches'.
 */
export const ResidentCopyQuery = graphql(`
  query ResidentCopyQuery {
    favorites {
      entity
      slug
      title
      href
      available
    }
    notifications {
      id
      title
      body
      date
      time
      link
    }
    bookings(scope: upcoming) {
      items {
        id
        number
        status
        statusLabel
        quantity
        session {
          startsAt
        }
        item {
          kind
          title
          venueOrMeetingPoint
        }
        ticket {
          reference
          code
        }
      }
    }
    residentPermitApplications {
      id
      code
      plateDisplay
      carName
      statusLabel
      comment
      permitEndDate
      decisionDue
      updatedAt
    }
    appeals {
      items {
        id
        statusLabel
      }
    }
    beachConditions {
      items {
        id
        conditions {
          bathing {
            value
            label
          }
          verifiedAt
          waterTemperature
          waterTemperatureSource
        }
      }
    }
  }
`)

/** One appeal with its history and the care service's answer, which the list does not carry. */
export const ResidentCopyAppealQuery = graphql(`
  query ResidentCopyAppealQuery($id: ID!) {
    appeal(id: $id) {
      id
      number
      topic {
        name
      }
      text
      address
      statusLabel
      deadline
      createdAt
      history {
        statusLabel
        at
      }
      answer {
        text
        answeredAt
      }
    }
  }
`)
