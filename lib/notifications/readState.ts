/**
 * The bell's read state (docs/spec.md#4-states-and-transitions Notifications): the server keeps none, so on load every
 * notification is unread except the ids this browser stored as read. Pure functions over a
 * Storage-like object, so the rules are tested without a browser.
 */

import {
  NOTIFICATION_TOPICS,
  NOTIFICATION_TOPIC_LABELS,
  isNotificationTopic,
  type NotificationTopic,
} from '@anapa/shared/notifications/topics'

export type NotificationFilter = 'all' | NotificationTopic

/**
 * The topics of docs/spec.md#2-screens-and-routes Notifications, in the filter's order; `all` is the filter's "no
 * topic".
 */
export const NOTIFICATION_FILTERS: readonly { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  ...NOTIFICATION_TOPICS.map((value) => ({ value, label: NOTIFICATION_TOPIC_LABELS[value] })),
]

/** The fields the read rules need; the bell's items have more. */
export interface ReadStateItem {
  id: string
  topic: string
}

export const READ_IDS_KEY = 'anapa:notifications-read'

/**
 * Ids are kept newest last and capped: the list shows the 50 most recent notifications, so ids
 * older than a few hundred reads can never be shown again and need not fill the storage.
 */
export const MAX_STORED_READ_IDS = 500

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** The stored read ids; anything unreadable (another app's value, a hand edit) counts as none. */
export function loadReadIds(storage: StorageLike | null): string[] {
  if (!storage) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(READ_IDS_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const ids = parsed.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64)
  return [...new Set(ids)].slice(-MAX_STORED_READ_IDS)
}

export function saveReadIds(storage: StorageLike | null, ids: readonly string[]): void {
  if (!storage) return
  try {
    storage.setItem(READ_IDS_KEY, JSON.stringify(ids.slice(-MAX_STORED_READ_IDS)))
  } catch {
    // Storage full or disabled: the state holds for this page view, as docs/spec.md#4-states-and-transitions allows no
    // more.
  }
}

/** `ids` with `added` appended (once each, newest last), capped. Unchanged input gives the same array. */
export function withRead(ids: readonly string[], added: readonly string[]): readonly string[] {
  const known = new Set(ids)
  const fresh = added.filter((id, i) => !known.has(id) && added.indexOf(id) === i)
  if (fresh.length === 0) return ids
  return [...ids, ...fresh].slice(-MAX_STORED_READ_IDS)
}

/** Opening one notification marks it read (docs/spec.md#4-states-and-transitions). */
export const markRead = (ids: readonly string[], id: string) => withRead(ids, [id])

/** 'Прочитать все' marks every listed notification read and stores the ids (docs/spec.md#4-states-and-transitions). */
export const markAllRead = (ids: readonly string[], items: readonly ReadStateItem[]) =>
  withRead(
    ids,
    items.map((item) => item.id),
  )

export const isRead = (ids: readonly string[], id: string) => ids.includes(id)

export function unreadCount(items: readonly ReadStateItem[], ids: readonly string[]): number {
  const read = new Set(ids)
  return items.filter((item) => !read.has(item.id)).length
}

/** The single-choice topic filter (docs/spec.md#2-screens-and-routes): `all` keeps everything. */
export function filterByTopic<T extends ReadStateItem>(items: readonly T[], filter: NotificationFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.topic === filter)
}

export const isNotificationFilter = (value: unknown): value is NotificationFilter =>
  NOTIFICATION_FILTERS.some((f) => f.value === value)

/** The topic's label for an item (МЧС, Афиша, Другое); an unknown topic has none. */
export function topicLabel(topic: string): string | null {
  return isNotificationTopic(topic) ? NOTIFICATION_TOPIC_LABELS[topic] : null
}
