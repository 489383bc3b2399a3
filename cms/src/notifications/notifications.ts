import type { Payload, PayloadRequest, Where } from 'payload'

import { NOTIFICATION_FILTERS, TOPIC_FILTER_MESSAGE, type NotificationTopic } from '@anapa/shared/notifications/topics'
import { fieldError } from '@/contract/fields'
import { richTextToHtml } from '@/contract/richText'
import type { Notification } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { richText } from '@/seed/lexical'

/** The bell shows the latest this many (contract13). */
export const NOTIFICATIONS_LIMIT = 50

const MOSCOW_OFFSET_MS = 3 * 3_600_000

/** `dd.mm.yyyy` and `HH:MM` in Anapa time (Moscow, UTC+3 all year). */
export function resortDateTime(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS)
  const two = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  }
}

export type NotificationAnswer = {
  id: number
  topic: NotificationTopic
  title: string
  body: string
  date: string
  time: string
  published_at: string
  /** The site page the notification opens (an alert, a beach), or null. */
  link: string | null
}

export function toNotification(doc: Notification): NotificationAnswer {
  return {
    id: doc.id,
    topic: doc.topic,
    title: doc.title,
    body: richTextToHtml(doc.body),
    ...resortDateTime(doc.published_at),
    published_at: new Date(doc.published_at).toISOString(),
    link: doc.link ?? null,
  }
}

/** `topic` of the query: absent or `all` is no filter; anything else is a 422 naming the values. */
export function topicFilter(params: URLSearchParams): NotificationTopic | null {
  const values = params.getAll('topic')
  if (values.length === 0) return null
  const [value] = values
  if (values.length > 1 || !(NOTIFICATION_FILTERS as readonly string[]).includes(value!)) {
    throw fieldError('topic', TOPIC_FILTER_MESSAGE, 422)
  }
  return value === 'all' ? null : (value as NotificationTopic)
}

/**
 * The due notifications the reader may see, newest first: the collection's read access decides
 * which (broadcasts, plus the resident's own personal ones), `user` null being a visitor.
 */
export async function listNotifications(payload: Payload, user: ResidentUser | null, topic: NotificationTopic | null) {
  const where: Where = topic ? { topic: { equals: topic } } : {}
  const { docs, totalDocs } = await payload.find({
    collection: 'notifications',
    where,
    sort: ['-published_at', '-id'],
    limit: NOTIFICATIONS_LIMIT,
    depth: 0,
    ...(user ? { user } : {}),
    overrideAccess: false,
  })
  return { data: docs.map(toNotification), count: totalDocs }
}

/**
 * A personal notification from the CMS itself (a permit decision, an appeal's news, a ban on a
 * favourite beach): topic `other` unless the caller names one (an appeal's is `appeal`), to one
 * resident, published now, opening `link` when given. Written with the caller's request, so it is part of
 * the same operation; the notification's own hooks then deliver it by push.
 */
export async function notifyResident(
  req: PayloadRequest,
  residentId: number,
  { title, text, link, topic = 'other' }: { title: string; text: string; link?: string; topic?: NotificationTopic },
): Promise<void> {
  await req.payload.create({
    collection: 'notifications',
    data: {
      topic,
      audience: 'resident',
      resident: residentId,
      title: title.slice(0, 200),
      link: link ?? null,
      body: richText(
        text
          .split(/\n+/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p) => ({ p })),
      ),
      published_at: new Date().toISOString(),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * A broadcast for the bell under «МЧС», published now, which every push subscription receives
 * (push/deliver.ts): what the CMS itself sends when an official alert is issued
 * (alerts/notify.ts). Written with the caller's request, so it is part of the same operation.
 */
export async function notifyEveryone(
  req: PayloadRequest,
  { title, text, link }: { title: string; text: string; link: string },
): Promise<void> {
  await req.payload.create({
    collection: 'notifications',
    data: {
      topic: 'stormAlert',
      audience: 'everyone',
      title: title.slice(0, 200),
      body: richText([{ p: text }]),
      link,
      published_at: new Date().toISOString(),
    },
    req,
    overrideAccess: true,
  })
}
