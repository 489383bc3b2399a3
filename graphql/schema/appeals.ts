/** Appeals to the care service (docs/api/openapi.yaml "Appeals"). */
export const appealsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The editor-managed topics a new appeal picks from."
    appealTopics: [AppealTopic!]!
    "The signed-in resident's appeals, newest first, ten per page."
    appeals(page: Int = 1): AppealPage!
    "One of the resident's own appeals; anyone else's is NOT_FOUND, like an unknown id."
    appeal(id: ID!): Appeal!
  }

  extend type Mutation {
    """
    Files a new appeal. The request id makes a repeat harmless: the same resident sending the
    same request id again gets the appeal the first call created.
    """
    createAppeal(input: AppealInput!): Appeal!
  }

  """
  The statuses of @anapa/shared/appeals/status (docs/decisions/0050-appeal-statuses.md): resolved,
  unable_to_fix, not_responsible and duplicate are closed, the others open.
  """
  enum AppealStatus {
    new
    accepted
    in_progress
    scheduled
    resolved
    unable_to_fix
    not_responsible
    duplicate
  }

  "The original appeal a duplicate names."
  type AppealRef {
    id: ID!
    number: String!
    "The reader's own appeal, which they may open; another resident's shows its number only."
    own: Boolean!
  }

  "A topic a new appeal may be filed under (the form's list)."
  type AppealTopic {
    id: ID!
    name: String!
    """
    Editors marked it personal: its appeals are private unless the resident chooses otherwise, so the
    form's «show to everyone» box starts unticked (docs/decisions/0051-public-appeals-and-open311.md).
    """
    personal: Boolean!
  }

  """
  The topic an appeal was filed under. A type of its own, not AppealTopic: the contract names only its
  id and name there, and a made-up \`personal\` would overwrite the list's true one in the client's cache.
  """
  type AppealTopicRef {
    id: ID!
    name: String!
  }

  type AppealListItem {
    id: ID!
    "The reference the resident quotes, e.g. A-2026-000123."
    number: String!
    topic: AppealTopicRef!
    "Shortened to 200 characters."
    text: String!
    status: AppealStatus!
    statusLabel: String!
    "ISO timestamp."
    createdAt: String!
    "The answer deadline, dd.mm.yyyy."
    deadline: String!
    "ISO timestamp: when the appeal may be expected dealt with (Open311 expected_datetime); null once closed."
    expectedDatetime: String
    "ISO timestamp until which the author may rate «Решено» (giveAppealVerdict); null when there is nothing to rate."
    verdictDueUntil: String
    "The author's verdict on the current resolution."
    myVerdict: AppealVerdict
  }

  type AppealPage {
    items: [AppealListItem!]!
    pageInfo: PageInfo!
  }

  type AppealPhoto {
    id: ID!
    mimeType: String!
    "The site's private route that streams the photo to its owner (never cached)."
    url: String!
  }

  type AppealHistoryEntry {
    status: AppealStatus!
    statusLabel: String!
    "ISO timestamp."
    at: String!
    "The editor's note on this change."
    note: String
    "ISO timestamp of the day the work was planned for (scheduled)."
    scheduledFor: String
    "Whom to contact instead (not_responsible)."
    referredTo: String
    "The original appeal (duplicate)."
    duplicateOf: AppealRef
  }

  type AppealAnswer {
    text: String!
    "ISO timestamp."
    answeredAt: String!
    photos: [AppealPhoto!]!
  }

  type Appeal {
    id: ID!
    number: String!
    topic: AppealTopicRef!
    text: String!
    address: String
    location: GeoPoint
    photos: [AppealPhoto!]!
    """
    Shown to everyone (the public appeals and Open311): topic, text, place, approved photos and the
    history with its notes, never who filed it (docs/decisions/0051-public-appeals-and-open311.md).
    """
    isPublic: Boolean!
    status: AppealStatus!
    statusLabel: String!
    "Open311's view: false while the city still owes the resident something."
    closed: Boolean!
    "ISO timestamp of the day the work is planned for, while scheduled."
    scheduledFor: String
    "Whom to contact instead, while not_responsible."
    referredTo: String
    "The original appeal, while duplicate."
    duplicateOf: AppealRef
    "Every change, oldest first."
    history: [AppealHistoryEntry!]!
    "The answer deadline, dd.mm.yyyy."
    deadline: String!
    "ISO timestamp: when the appeal may be expected dealt with (Open311 expected_datetime); null once closed."
    expectedDatetime: String
    answer: AppealAnswer
    createdAt: String!
    "ISO timestamp until which the author may rate «Решено» (giveAppealVerdict); null when there is nothing to rate."
    verdictDueUntil: String
    "The author's verdict on the current resolution."
    myVerdict: AppealVerdict
  }

  input AppealLocationInput {
    lat: Float!
    lon: Float!
  }

  """
  The fields under the names of the one shared schema (@anapa/shared/appeals/appealSchema), so a
  field error from the gateway or the CMS lands on the form field of the same name.
  """
  input AppealInput {
    topic_id: String!
    text: String!
    address: String
    location: AppealLocationInput
    photo_ids: [String!]
    "A UUID the form makes once per appeal: a repeat of the call answers the same appeal."
    request_id: String!
    "Consent to the processing of personal data: required (true), otherwise BAD_USER_INPUT on \`consent\`."
    consent: Boolean
    """
    Whether the appeal may be shown to everyone (never the resident's name, phone or e-mail); absent or
    null: the topic decides, public unless it is personal.
    """
    is_public: Boolean
  }
`
