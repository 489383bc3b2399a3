import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Alert, BeachConditionChange } from '@/payload-types'
import { HEADLINE_MAX_LENGTH } from '@/alerts/cap'
import { relationId, relationIds } from '@/collections/relations'
import { coveredBeaches } from './coverage'
import { BAN_EVENT, descriptionOf } from './raiseAlert'

/**
 * The key in `req.context` that tells the hooks after this one that the save sent «Отбой» to
 * everyone (on `req.context` itself, for the reason beaches/coveredBeforeChange.ts gives).
 */
const CANCELLED_KEY = 'beachBanAlertsCancelled'

/** Whether this save cancelled a ban's alert (so its «Отбой» already reached every subscription). */
export const cancelledBanAlerts = (req: PayloadRequest): boolean => req.context[CANCELLED_KEY] === true

/** The alerts that bans raised and that are still in force: not expired, not yet updated or cancelled. */
async function bansInForce(req: PayloadRequest): Promise<Alert[]> {
  const now = new Date().toISOString()
  const { docs: raised } = await req.payload.find({
    collection: 'alerts',
    where: {
      msgType: { equals: 'Alert' },
      status: { equals: 'Actual' },
      'info.event': { equals: BAN_EVENT },
      or: [{ 'info.expires': { exists: false } }, { 'info.expires': { greater_than: now } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (raised.length === 0) return []
  const { docs: followUps } = await req.payload.find({
    collection: 'alerts',
    where: { msgType: { in: ['Update', 'Cancel'] }, references: { in: raised.map((a) => a.id) } },
    pagination: false,
    depth: 0,
    select: { references: true },
    overrideAccess: true,
    req,
  })
  const ended = new Set(followUps.flatMap((f) => relationIds(f.references)))
  return raised.filter((alert) => !ended.has(alert.id))
}

/** Whether any beach the ban covered still reads banned, by this ban or a later one. */
async function stillBanned(req: PayloadRequest, ban: BeachConditionChange): Promise<boolean> {
  const beaches = await coveredBeaches(req, ban)
  if (beaches.length === 0) return false
  const { totalDocs } = await req.payload.count({
    collection: 'beach-conditions',
    where: { beach: { in: beaches.map((b) => b.id) }, bathing: { equals: 'banned' } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** «Отбой» of a ban's alert, for the same area, naming the change that lifted it. */
async function cancel(req: PayloadRequest, alert: Alert, lifting: BeachConditionChange): Promise<void> {
  const { area } = alert.info
  await req.payload.create({
    collection: 'alerts',
    data: {
      sent: new Date().toISOString(),
      status: 'Actual',
      msgType: 'Cancel',
      scope: 'Public',
      references: [alert.id],
      info: {
        category: alert.info.category,
        event: BAN_EVENT,
        urgency: 'Past',
        severity: 'Minor',
        certainty: 'Observed',
        headline: `Отбой: запрет купания снят (${area.areaDesc})`.slice(0, HEADLINE_MAX_LENGTH),
        description: descriptionOf(lifting) || null,
        area: {
          areaDesc: area.areaDesc,
          beaches: relationIds(area.beaches),
          beachGroups: relationIds(area.beachGroups),
        },
      },
    },
    overrideAccess: true,
    req,
  })
}

/**
 * afterChange of a desk's change that is not a ban: every alert an earlier ban raised ends with a
 * CAP Cancel («Отбой») once no beach that ban covered reads banned any more, so the banner leaves
 * the site and every push subscription hears the all-clear (docs/decisions/0042-beach-conditions.md).
 * A ban lifted on part of its area keeps its alert until the last of its beaches is lifted; a new
 * ban over an old one keeps the old alert in force too, as bathing is still banned.
 */
export const cancelAlertsOfLiftedBans: CollectionAfterChangeHook<BeachConditionChange> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || doc.bathing === 'banned') return doc
  const alerts = await bansInForce(req)
  if (alerts.length === 0) return doc
  const { docs: bans } = await req.payload.find({
    collection: 'beach-condition-changes',
    where: { alert: { in: alerts.map((a) => a.id) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const ban of bans) {
    const alert = alerts.find((a) => a.id === relationId(ban.alert))
    if (!alert || (await stillBanned(req, ban))) continue
    await cancel(req, alert, doc)
    req.context[CANCELLED_KEY] = true
  }
  return doc
}
