import type { Payload } from 'payload'

import type { Resident } from '@/residents/resident'
import { deleteAll } from '@/residents/store/deleteAll'

/** At most this many subscribed browsers per resident; the oldest go first. */
export const SUBSCRIPTIONS_LIMIT = 20

export const PUSH_MESSAGES = {
  invalidToken: 'Недействительная подписка на уведомления',
} as const

type Stored = { endpoint: string; p256dh: string; auth: string; device: string }

/**
 * Stores the resident's subscription for this session. The endpoint is the browser's: subscribing
 * it again replaces the stored one, whoever had it (the same browser after another resident signed
 * in there), so one browser is never subscribed twice.
 */
export async function subscribe(payload: Payload, { user, session }: Resident, subscription: Stored) {
  // Another owner's row cannot be updated through the resident's access; the browser that holds
  // the endpoint has shown it owns it now, so the old row goes (server-side, by endpoint only).
  await deleteAll(payload, 'push-subscriptions', { endpoint: { equals: subscription.endpoint } })
  const created = await payload.create({
    collection: 'push-subscriptions',
    data: { ...subscription, owner: user.id, session_id: session.id },
    depth: 0,
    user,
    overrideAccess: false,
  })
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    sort: '-createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    user,
    overrideAccess: false,
  })
  const surplus = docs.slice(SUBSCRIPTIONS_LIMIT).map((d) => d.id)
  if (surplus.length > 0) await deleteAll(payload, 'push-subscriptions', { id: { in: surplus } })
  return { device: created.device, created_at: created.createdAt }
}

/** Removes the resident's own subscription of that endpoint; false when they have none. */
export async function unsubscribe(payload: Payload, { user }: Resident, endpoint: string): Promise<boolean> {
  const { docs } = await payload.delete({
    collection: 'push-subscriptions',
    where: { endpoint: { equals: endpoint } },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs.length > 0
}
