import type { Payload, Where } from 'payload'
import webpush from 'web-push'

import { rows, sql } from '@/db/rows'
import { env } from '@/env'
import { cmsMetrics } from '@/observability/metrics'
import type { PushSubscription } from '@/payload-types'
import { isAllowedEndpoint } from './endpoints'
import { DAY_SECONDS, isDueForPush, isPushedKind, pushMessage, type Pushable } from './message'

const SEND_TIMEOUT_MS = 10_000
/** Messages in flight at once, so a big broadcast neither floods the network nor takes forever. */
const PARALLEL = 8

/**
 * Marks the notification pushed, once: one conditional UPDATE, so a save and the sweep (or two CMS
 * instances) cannot both win. False when someone else already did.
 */
async function claim(payload: Payload, id: number): Promise<boolean> {
  const now = new Date().toISOString()
  const claimed = await rows<{ id: number }>(
    payload,
    sql`UPDATE notifications SET pushed_at = ${now} WHERE id = ${id} AND pushed_at IS NULL RETURNING id`,
  )
  return claimed.length > 0
}

const residentId = (resident: Pushable['resident']) =>
  resident === null || resident === undefined ? null : typeof resident === 'object' ? resident.id : resident

/** Sends one encrypted message with web-push's request (VAPID and aes128gcm), following no redirect. */
async function send(subscription: PushSubscription, message: string, urgent: boolean): Promise<number> {
  const vapid = env.vapid!
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    message,
    {
      TTL: DAY_SECONDS,
      urgency: urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    },
  )
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
  await response.body?.cancel()
  return response.status
}

/**
 * Pushes a due notification to its subscriptions, once (pushed_at): МЧС for everyone to every
 * subscription, a personal one to that resident's. A 404 or 410 from the push service means the
 * subscription is gone, so it is deleted; other failures are logged without endpoints or keys and
 * never fail the editor's save.
 */
export async function deliver(payload: Payload, n: Pushable): Promise<{ sent: number; removed: number }> {
  const result = { sent: 0, removed: 0 }
  if (n.pushed_at || !isPushedKind(n) || !isDueForPush(n)) return result
  if (!env.vapid) {
    console.warn('[push] VAPID keys are not set: notification', n.id, 'is not pushed')
    return result
  }
  if (!(await claim(payload, n.id))) return result

  let where: Where = {}
  if (n.audience === 'resident') {
    const owner = residentId(n.resident)
    if (owner === null) return result
    where = { owner: { equals: owner } }
  }
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where,
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const message = pushMessage(n)
  const urgent = n.topic === 'stormAlert'
  const gone: number[] = []
  const failures = new Map<string, number>()
  const queue = docs.filter((s) => isAllowedEndpoint(s.endpoint, env.pushExtraOrigins))
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      try {
        const status = await send(s, message, urgent)
        if (status === 404 || status === 410) gone.push(s.id)
        else if (status >= 200 && status < 300) result.sent++
        else failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1)
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error'
        failures.set(reason, (failures.get(reason) ?? 0) + 1)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  // The metrics take the tally the delivery keeps anyway (docs/operations.md#metrics).
  const deliveries = cmsMetrics().pushDeliveries
  deliveries.inc({ outcome: 'sent' }, result.sent)
  deliveries.inc({ outcome: 'gone' }, gone.length)
  deliveries.inc(
    { outcome: 'failed' },
    [...failures.values()].reduce((sum, count) => sum + count, 0),
  )
  if (gone.length > 0) {
    await payload.delete({ collection: 'push-subscriptions', where: { id: { in: gone } }, overrideAccess: true })
    result.removed = gone.length
  }
  if (failures.size > 0)
    console.warn('[push] notification', n.id, 'not delivered to some devices:', Object.fromEntries(failures))
  return result
}

/** The due notifications not pushed yet (scheduled ones whose time has come), delivered one by one. */
export async function deliverDue(payload: Payload): Promise<void> {
  const now = Date.now()
  const { docs } = await payload.find({
    collection: 'notifications',
    where: {
      and: [
        { pushed_at: { exists: false } },
        { published_at: { less_than_equal: new Date(now).toISOString() } },
        { published_at: { greater_than: new Date(now - DAY_SECONDS * 1000).toISOString() } },
        { or: [{ audience: { equals: 'resident' } }, { topic: { equals: 'stormAlert' } }] },
      ],
    },
    sort: 'published_at',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  for (const n of docs) await deliver(payload, n)
}
