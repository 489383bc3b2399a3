/** The bell's notifications and web push (docs/api/openapi.yaml "Уведомления"). */
export const notificationsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The 50 most recent published notifications, newest first: broadcasts for everyone, plus the
    signed-in resident's personal ones. Read state is the browser's (docs/spec.md#4-states-and-transitions), not the server's.
    Without a topic (the filter's "all") every topic.
    """
    notifications(topic: NotificationTopic): [Notification!]!
    "The VAPID public key a browser subscribes with; null when the CMS sends no push messages."
    pushPublicKey: String
  }

  extend type Mutation {
    """
    Registers this browser's push subscription for the signed-in resident. \`token\` is the
    JSON-serialised PushSubscription (endpoint and keys), \`device\` a label such as "Chrome, Android".
    Subscribing again with the same endpoint replaces the earlier registration.
    """
    subscribePush(token: String!, device: String!): PushSubscriptionResult!
    "Forgets one of the resident's push subscriptions; false when it was not theirs or not known."
    unsubscribePush(endpoint: String!): Boolean!
  }

  """
  docs/spec.md#2-screens-and-routes: МЧС, Афиша, Другое; and Обращения, news about the resident's own appeal
  (docs/decisions/0050-appeal-statuses.md).
  """
  enum NotificationTopic {
    stormAlert
    poster
    appeal
    other
  }

  type Notification {
    id: ID!
    topic: NotificationTopic!
    title: String!
    "HTML, sanitized by the gateway's allow-list."
    body: String!
    "dd.mm.yyyy, Anapa time."
    date: String!
    "HH:MM, Anapa time."
    time: String!
    "ISO timestamp."
    publishedAt: String!
    "The site page it opens (an official alert, a beach, the resident's appeal), a path; null when none."
    link: String
  }

  type PushSubscriptionResult {
    device: String!
    "ISO timestamp."
    createdAt: String!
  }
`
