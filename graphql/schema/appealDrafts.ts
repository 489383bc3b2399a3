/** Unsent appeals saved on the server (docs/api/openapi.yaml "/v1/appeals/drafts"). */
export const appealDraftsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident's unsent appeals, last saved first."
    appealDrafts: [AppealDraft!]!
    "One of them by its request id; another resident's is NOT_FOUND."
    appealDraft(requestId: ID!): AppealDraft!
  }

  extend type Mutation {
    "Saves the new appeal as typed so far under its request id, unchecked, so it can be continued anywhere."
    saveAppealDraft(input: AppealDraftInput!): AppealDraft!
    "Deletes one of the resident's unsent appeals; true when done."
    deleteAppealDraft(requestId: ID!): Boolean!
  }

  type AppealDraft {
    "The UUID the appeal will be sent with; also the draft's key."
    requestId: ID!
    topicId: String!
    text: String!
    address: String!
    location: GeoPoint
    photos: [AppealDraftPhoto!]!
    "Show the appeal to everyone, as the resident chose; null while they have not touched the box."
    isPublic: Boolean
    "ISO timestamp of the last save."
    updatedAt: String!
    "ISO timestamp: 30 days after the last save."
    expiresAt: String!
  }

  type AppealDraftPhoto {
    id: ID!
    "The file name the resident chose it by."
    name: String!
    "The site's private route that streams the photo to its owner."
    url: String!
  }

  input AppealDraftPhotoInput {
    id: String!
    name: String
  }

  "The form as typed so far, under the shared schema's names."
  input AppealDraftInput {
    request_id: String!
    topic_id: String
    text: String
    address: String
    location: AppealLocationInput
    photos: [AppealDraftPhotoInput!]
    is_public: Boolean
  }
`
