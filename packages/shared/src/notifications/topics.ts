/**
 * Notification topics (docs/spec.md#4-states-and-transitions): the bell's filter values and the admin's labels. The
 * contract's `topic` query also takes `all`, meaning no filter. `appeal` («Обращения») is the CMS's own news
 * about a resident's appeal, which the spec's list lacks (docs/decisions/0050-appeal-statuses.md).
 */
export const NOTIFICATION_TOPICS = ['stormAlert', 'poster', 'appeal', 'other'] as const

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

export const NOTIFICATION_TOPIC_LABELS: Readonly<Record<NotificationTopic, string>> = {
  stormAlert: 'МЧС',
  poster: 'Афиша',
  appeal: 'Обращения',
  other: 'Другое',
}

export const isNotificationTopic = (value: string): value is NotificationTopic =>
  (NOTIFICATION_TOPICS as readonly string[]).includes(value)

/** The filter values of the contract's `topic` query parameter. */
export const NOTIFICATION_FILTERS = ['all', ...NOTIFICATION_TOPICS] as const

export const TOPIC_FILTER_MESSAGE = `Параметр topic принимает значения: ${NOTIFICATION_FILTERS.join(', ')}`
