import type { Payload } from 'payload'

import { relationId } from '@/collections/relations'
import { readingOf } from '@/marine/read'
import type { Beach, BeachCondition, BeachMarine } from '@/payload-types'
import { env } from '@/env'
import { type ConditionsRecord, toConditions } from './conditions'

/** A joined document at depth 1, or its id at depth 0 (which carries nothing to read). */
const joined = <T extends object>(join: { docs?: (number | T)[] | null } | null | undefined): T | null => {
  const first = join?.docs?.[0]
  return first && typeof first === 'object' ? first : null
}

const asRecord = (doc: BeachCondition | null): ConditionsRecord | null =>
  doc && {
    ...doc,
    reasons: doc.reasons ?? [],
  }

/**
 * The `conditions` of a beach read with its `conditions` and `marine` joins (collections/Beaches):
 * what every answer that carries a beach carries (docs/api/openapi.yaml, BeachConditions). Only the
 * map's objects, which need bathing and the flag alone, are read without the model's values.
 */
export function beachConditions(beach: Pick<Beach, 'conditions' | 'marine'>, now = new Date()) {
  const marine = joined<BeachMarine>(beach.marine)
  const record = asRecord(joined<BeachCondition>(beach.conditions))
  return toConditions(record, marine && readingOf(marine), now, env.conditionsStaleHours)
}

/**
 * Every published beach with its conditions, in the catalogue's order, and how many of them allow
 * bathing now (GET /v1/beaches/conditions).
 */
export async function loadAllConditions(payload: Payload, now: Date) {
  const result = await payload.find({
    collection: 'beaches',
    where: { _status: { equals: 'published' } },
    select: { title: true, group: true, conditions: true, marine: true },
    sort: ['sort', 'title', 'id'],
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  const items = result.docs.map((beach) => ({
    id: beach.id,
    title: beach.title,
    group_id: relationId(beach.group),
    conditions: beachConditions(beach, now),
  }))
  return { items, allowed: items.filter((b) => b.conditions.bathing.value === 'allowed').length }
}
