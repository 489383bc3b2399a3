import type { CollectionAfterChangeHook, Payload } from 'payload'

import { afterCommit } from '@/database/afterCommit'
import type { BeachConditionChange } from '@/payload-types'
import { notifySite } from '@/revalidation/notifySite'
import { relationId } from '@/collections/relations'
import { rememberCoveredBeforeChange } from './coveredBeforeChange'
import { coveredBeaches, type CoveredBeach } from './coverage'

/** The site renders a beach's pages at a time; this many messages are in flight at once. */
const NOTIFY_CONCURRENCY = 4

/**
 * The current state the change gives each beach it covers. A change that says nothing of the
 * lifeguards or the water keeps the beach's earlier word on them, with its own time.
 */
function currentFields(change: BeachConditionChange) {
  const at = change.createdAt
  return {
    bathing: change.bathing,
    flag: change.flag ?? null,
    reasons: change.reasons ?? [],
    source: change.source,
    document: change.document ?? null,
    note: change.note ?? null,
    validFrom: change.validFrom ?? at,
    validUntil: change.validUntil ?? null,
    verifiedAt: at,
    change: change.id,
    ...(change.lifeguards ? { lifeguards: change.lifeguards, lifeguardsAt: at } : {}),
    ...(typeof change.waterTemperature === 'number'
      ? { waterTemperature: change.waterTemperature, waterTemperatureAt: at }
      : {}),
  }
}

/** Tells the site, a few beaches at a time, that each covered beach's pages changed. */
async function notifyBeaches(payload: Payload, beaches: CoveredBeach[]): Promise<void> {
  const queue = beaches.filter((b) => b.published)
  const worker = async () => {
    for (let beach = queue.shift(); beach; beach = queue.shift()) {
      const current = { key: String(beach.id), published: true, ...(beach.group ? { group: beach.group } : {}) }
      await notifySite(payload, { collection: 'beaches', previous: null, current })
    }
  }
  await Promise.all(Array.from({ length: NOTIFY_CONCURRENCY }, worker))
}

/**
 * afterChange of a desk's change (collections/BeachConditionChanges): writes the current conditions
 * of every beach it covers, in the same request and transaction, so a ban on all beaches is one save
 * (docs/decisions/0042-beach-conditions.md). The site re-renders each covered beach's pages (its page,
 * its group, the lists, the home page and the map) once the write is committed. The covered
 * beaches, with what each read before, are left in the request's context for the hooks after it
 * (beaches/coveredBeforeChange.ts).
 */
export const applyConditionsChange: CollectionAfterChangeHook<BeachConditionChange> = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create') return doc
  const beaches = await coveredBeaches(req, doc)
  if (beaches.length === 0) return doc
  const data = currentFields(doc)
  const existing = await req.payload.find({
    collection: 'beach-conditions',
    where: { beach: { in: beaches.map((b) => b.id) } },
    pagination: false,
    depth: 0,
    select: { beach: true, bathing: true },
    overrideAccess: true,
    req,
  })
  const records = existing.docs.flatMap((d) => {
    const beach = relationId(d.beach)
    return beach === null ? [] : [{ beach, bathing: d.bathing }]
  })
  const before = new Map(records.map((r) => [r.beach, r.bathing]))
  rememberCoveredBeforeChange(
    req,
    beaches.map((b) => ({ ...b, bathingBefore: before.get(b.id) ?? null })),
  )
  const withRecord = new Set(before.keys())
  if (withRecord.size > 0) {
    await req.payload.update({
      collection: 'beach-conditions',
      where: { beach: { in: [...withRecord] } },
      data,
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  for (const beach of beaches.filter((b) => !withRecord.has(b.id))) {
    await req.payload.create({
      collection: 'beach-conditions',
      data: { ...data, beach: beach.id },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  if (!context.disableRevalidate) {
    await afterCommit(req, `revalidating beach conditions change #${doc.id}`, () => notifyBeaches(req.payload, beaches))
  }
  return doc
}
