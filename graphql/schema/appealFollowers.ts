/**
 * Nearby appeals, supporting («Поддержать») and the resident's verdict after «Решено»
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md, docs/api/openapi.yaml "Обращения").
 */
export const appealFollowersTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    «Похоже, об этом уже сообщили»: open public appeals of the topic within 50 m of the point, nearest
    first, at most 5. No sign-in; nothing personal.
    """
    nearbyAppeals(topicId: ID!, lat: Float!, lon: Float!): [NearbyAppeal!]!
    "The public appeals the signed-in resident supports, the latest supported first."
    followedAppeals: [FollowedAppeal!]!
  }

  extend type Mutation {
    """
    «Поддержать»: the resident follows someone else's open public appeal and gets its status news.
    Supporting again answers the same. NOT_FOUND: unknown, private or held; CONFLICT: «Это ваше
    обращение» or a closed appeal.
    """
    followAppeal(number: String!): FollowedAppeal!
    "Stops supporting; NOT_FOUND when the resident does not support it."
    unfollowAppeal(number: String!): UnfollowedAppeal!
    """
    The author's or a supporter's say on a resolved appeal, within 15 days, once per resolution.
    \`disputed\` needs a note and reopens the appeal into work. CONFLICT: not resolved, the 15 days
    are over, or already rated; FORBIDDEN: a public appeal the resident neither filed nor supports.
    """
    giveAppealVerdict(number: String!, verdict: AppealVerdict!, note: String, photoIds: [ID!]): AppealVerdictResult!
  }

  "\`confirmed\`: the problem is gone; \`disputed\`: it is not."
  enum AppealVerdict {
    confirmed
    disputed
  }

  "An open public appeal near the asked point."
  type NearbyAppeal {
    number: String!
    topic: AppealTopicRef!
    text: String!
    status: AppealStatus!
    statusLabel: String!
    address: String
    location: GeoPoint
    photos: [PublicAppealPhoto!]!
    "How many residents support it."
    supporters: Int!
    "Great-circle distance from the asked point, whole metres (0–50)."
    distanceM: Int!
    "ISO timestamp."
    createdAt: String!
    "The appeal's public page on the site."
    href: String!
  }

  """
  A public appeal the resident supports: what anyone may see of it (the fields of PublicAppeal),
  never the author's data or answer.
  """
  type FollowedAppeal {
    number: String!
    topic: AppealTopicRef!
    text: String!
    status: AppealStatus!
    statusLabel: String!
    closed: Boolean!
    address: String
    location: GeoPoint
    photos: [PublicAppealPhoto!]!
    answerPhotos: [PublicAppealPhoto!]!
    scheduledFor: String
    referredTo: String
    duplicateOf: PublicAppealRef
    history: [PublicAppealHistoryEntry!]!
    supporters: Int!
    expectedDatetime: String
    createdAt: String!
    updatedAt: String!
    "ISO timestamp: when the resident began to support it."
    followedAt: String!
    "ISO timestamp until which the resident may rate the resolution; null when there is nothing to rate."
    verdictDueUntil: String
    "The resident's verdict on the current resolution."
    myVerdict: AppealVerdict
    "The appeal's public page on the site."
    href: String!
  }

  type UnfollowedAppeal {
    number: String!
  }

  type AppealVerdictResult {
    number: String!
    verdict: AppealVerdict!
    note: String
    photoIds: [ID!]!
    "ISO timestamp of the resolution rated."
    resolvedAt: String!
    createdAt: String!
    "The appeal's status after the verdict: in_progress once a dispute reopened it."
    status: AppealStatus!
    statusLabel: String!
  }
`
