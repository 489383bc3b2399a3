/**
 * Appeals their authors made public (docs/decisions/0051-public-appeals-and-open311.md), as the
 * public pages show them: topic, text, place, approved photos and the history. Nothing here names
 * who filed an appeal, and there is no field that could.
 */
export const publicAppealsTypeDefs = /* GraphQL */ `
  extend type Query {
    "Public appeals, newest first."
    publicAppeals(page: Int = 1, perPage: Int = 50): PublicAppealPage!
    "One public appeal by its number (A-2026-000123); null when unknown, private or held for moderation."
    publicAppeal(number: String!): PublicAppeal
  }

  "A photo an editor approved for public view, streamed by the site's own route."
  type PublicAppealPhoto {
    id: ID!
    url: String!
  }

  "Another public appeal, by its number (a private original is not named at all)."
  type PublicAppealRef {
    number: String!
  }

  type PublicAppealHistoryEntry {
    status: AppealStatus!
    statusLabel: String!
    "ISO timestamp."
    at: String!
    note: String
    scheduledFor: String
    referredTo: String
    duplicateOf: PublicAppealRef
  }

  type PublicAppeal {
    number: String!
    topic: AppealTopicRef!
    text: String!
    status: AppealStatus!
    statusLabel: String!
    "Open311's view: false while the city still owes an answer."
    closed: Boolean!
    address: String
    location: GeoPoint
    photos: [PublicAppealPhoto!]!
    answerPhotos: [PublicAppealPhoto!]!
    scheduledFor: String
    referredTo: String
    duplicateOf: PublicAppealRef
    "Every change, oldest first."
    history: [PublicAppealHistoryEntry!]!
    "How many residents support it («Поддержать»)."
    supporters: Int!
    "ISO timestamp: when it may be expected dealt with; null once closed."
    expectedDatetime: String
    "ISO timestamp."
    createdAt: String!
    "ISO timestamp of the latest change the public sees."
    updatedAt: String!
  }

  type PublicAppealPage {
    items: [PublicAppeal!]!
    pageInfo: PageInfo!
  }
`
