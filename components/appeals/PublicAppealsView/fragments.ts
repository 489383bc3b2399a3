import { graphql } from '@/lib/__generated__/gql'

/** A public appeal as the list and the map show it; apart from the views so their bundle never carries the document map. */
export const PublicAppealCard_appeal = graphql(`
  fragment PublicAppealCard_appeal on PublicAppeal {
    number
    topic {
      id
      name
    }
    text
    status
    statusLabel
    closed
    address
    location {
      lat
      lon
    }
    createdAt
  }
`)

/** Everything a public appeal's page shows. */
export const PublicAppealView_appeal = graphql(`
  fragment PublicAppealView_appeal on PublicAppeal {
    ...PublicAppealCard_appeal
    photos {
      id
      url
    }
    answerPhotos {
      id
      url
    }
    scheduledFor
    referredTo
    duplicateOf {
      number
    }
    history {
      status
      statusLabel
      at
      note
      scheduledFor
      referredTo
      duplicateOf {
        number
      }
    }
    expectedDatetime
    updatedAt
    supporters
  }
`)
