import { graphql } from '@/lib/__generated__/gql'

/**
 * The bell's list, shared by the badge and the panel (one cache entry): every topic, filtered in
 * the browser, so switching the filter is instant and the badge counts what the panel shows.
 */
export const NotificationsQuery = graphql(`
  query NotificationsQuery {
    notifications {
      id
      topic
      title
      body
      date
      time
      publishedAt
      link
    }
  }
`)

/** How often an open page looks for new notifications; a push message or coming back to the tab asks at once. */
export const NOTIFICATIONS_POLL_MS = 60_000
