import type { Payload, Where } from 'payload'

import { CAP_LANGUAGE } from '@/alerts/cap'
import { relationIds } from '@/collections/relations'
import type { Alert } from '@/payload-types'

/** The list holds at most this many alerts, newest first (docs/api/openapi.yaml, listAlerts). */
export const ALERTS_LIMIT = 100

/** A Cancel without its own `expires` stays listed this long after it is sent, so clients can show «Отбой». */
export const CANCEL_LISTED_MS = 24 * 3_600_000

export const ALERT_NOT_FOUND = 'Оповещение не найдено'

export type AlertReference = { identifier: string; sender: string; sent: string }

export type AlertAnswer = {
  identifier: string
  sender: string
  sent: string
  status: Alert['status']
  msg_type: Alert['msgType']
  scope: Alert['scope']
  references: AlertReference[]
  info: {
    language: string
    category: Alert['info']['category']
    event: string
    urgency: Alert['info']['urgency']
    severity: Alert['info']['severity']
    certainty: Alert['info']['certainty']
    onset: string | null
    expires: string | null
    headline: string
    description: string | null
    instruction: string | null
    area: { area_desc: string; polygon: string | null; beach_ids: number[]; beach_group_ids: number[] }
  }
}

const iso = (value: string) => new Date(value).toISOString()
const isoOrNull = (value: string | null | undefined) => (value ? iso(value) : null)

/** The identifier the hook gave it; one made before the hook existed falls back to its id. */
export const identifierOf = (doc: Pick<Alert, 'id' | 'identifier'>) => doc.identifier || `anapa-${doc.id}`

const referenceOf = (doc: Pick<Alert, 'id' | 'identifier' | 'sender' | 'sent'>): AlertReference => ({
  identifier: identifierOf(doc),
  sender: doc.sender ?? '',
  sent: iso(doc.sent),
})

export function toAlert(doc: Alert, referenced: ReadonlyMap<number, AlertReference>): AlertAnswer {
  const { info } = doc
  return {
    identifier: identifierOf(doc),
    sender: doc.sender ?? '',
    sent: iso(doc.sent),
    status: doc.status,
    msg_type: doc.msgType,
    scope: doc.scope,
    references: relationIds(doc.references).flatMap((id) => referenced.get(id) ?? []),
    info: {
      language: info.language || CAP_LANGUAGE,
      category: info.category,
      event: info.event,
      urgency: info.urgency,
      severity: info.severity,
      certainty: info.certainty,
      onset: isoOrNull(info.onset),
      expires: isoOrNull(info.expires),
      headline: info.headline,
      description: info.description || null,
      instruction: info.instruction || null,
      area: {
        area_desc: info.area.areaDesc,
        polygon: info.area.polygon || null,
        beach_ids: relationIds(info.area.beaches),
        beach_group_ids: relationIds(info.area.beachGroups),
      },
    },
  }
}

/** What anyone may ever see: actual messages to the public (the collection's read access says the same). */
const PUBLIC: Where = { status: { equals: 'Actual' }, scope: { equals: 'Public' } }

/**
 * The identifier, sender and sent of the alerts these refer to, looked up in one query. Only public
 * ones: a reference to an exercise or a restricted message is left out rather than revealed.
 */
async function referencesOf(payload: Payload, docs: readonly Alert[]): Promise<Map<number, AlertReference>> {
  const wanted = [...new Set(docs.flatMap((doc) => relationIds(doc.references)))]
  if (wanted.length === 0) return new Map()
  const { docs: found } = await payload.find({
    collection: 'alerts',
    where: { and: [PUBLIC, { id: { in: wanted } }] },
    select: { identifier: true, sender: true, sent: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Map(found.map((doc) => [doc.id, referenceOf(doc)]))
}

/**
 * The current public alerts, newest first: actual, public, not expired (a Cancel without `expires`
 * for CANCEL_LISTED_MS after it is sent), and not superseded: an alert that a public Update or
 * Cancel refers to is left out, as CAP says they update or cancel it; the Update or Cancel itself is
 * listed, with its references.
 */
export async function listCurrentAlerts(payload: Payload, now: Date = new Date()) {
  const current: Where = {
    or: [
      { 'info.expires': { greater_than: now.toISOString() } },
      {
        and: [
          { 'info.expires': { exists: false } },
          {
            or: [
              { msgType: { not_equals: 'Cancel' } },
              { sent: { greater_than: new Date(now.getTime() - CANCEL_LISTED_MS).toISOString() } },
            ],
          },
        ],
      },
    ],
  }
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { and: [PUBLIC, current] },
    sort: ['-sent', '-id'],
    limit: ALERTS_LIMIT,
    depth: 0,
    overrideAccess: false,
  })
  if (docs.length === 0) return []
  const { docs: superseding } = await payload.find({
    collection: 'alerts',
    where: {
      and: [PUBLIC, { msgType: { in: ['Update', 'Cancel'] } }, { references: { in: docs.map((doc) => doc.id) } }],
    },
    select: { references: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const superseded = new Set(superseding.flatMap((doc) => relationIds(doc.references)))
  const listed = docs.filter((doc) => !superseded.has(doc.id))
  const referenced = await referencesOf(payload, listed)
  return listed.map((doc) => toAlert(doc, referenced))
}

/**
 * One public alert by its identifier, current or not: an Update or Cancel names earlier alerts by
 * identifier, so their documents stay addressable after they expire or are cancelled. Null when
 * there is none (or it is not public).
 */
export async function findAlert(payload: Payload, identifier: string): Promise<AlertAnswer | null> {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { and: [PUBLIC, { identifier: { equals: identifier } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return toAlert(doc, await referencesOf(payload, [doc]))
}
