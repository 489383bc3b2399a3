import type { Payload } from 'payload'

import type { BeachMarine } from '@/payload-types'
import { MARINE_FIELDS, type MarineField, type MarineProvider, type PlaceReadings, type Point } from './provider'

export type RefreshSummary = {
  /** Beaches with a place on the map, the ones asked about. */
  beaches: number
  /** Beaches that got at least one new value. */
  updated: number
  failures: string[]
}

type Located = { id: number; point: Point }

const COLLECTION = 'beach-marine'

const relationId = (value: BeachMarine['beach']): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** Every beach with both coordinates, published or not: its page may go live before the next hour. */
async function locatedBeaches(payload: Payload): Promise<Located[]> {
  const { docs } = await payload.find({
    collection: 'beaches',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { location: true },
    sort: 'id',
  })
  return docs.flatMap((doc) => {
    const { lat, lon } = doc.location ?? {}
    return typeof lat === 'number' && typeof lon === 'number' ? [{ id: doc.id, point: { lat, lon } }] : []
  })
}

/** The new values of one beach as the record's fields; null when the model gave none. */
function changes(readings: PlaceReadings): Partial<Record<MarineField, { value: number; forecastAt: string }>> | null {
  const data: Partial<Record<MarineField, { value: number; forecastAt: string }>> = {}
  for (const field of MARINE_FIELDS) {
    const reading = readings[field]
    if (reading) data[field] = { value: reading.value, forecastAt: reading.at.toISOString() }
  }
  return Object.keys(data).length > 0 ? data : null
}

/**
 * One refresh of the marine feed (docs/decisions/0043-marine-feed.md): asks the provider about
 * every located beach and stores what it gave. A value it did not give (its API failed, its answer
 * was malformed, the model has none for that beach) is not written, so the last one stays with its
 * own forecast time; `fetchedAt` moves only for a beach that got something new. Each failure is
 * logged as one line. Records of beaches that were deleted or lost their place are removed.
 */
export async function refreshMarine(
  payload: Payload,
  provider: MarineProvider,
  now: Date = new Date(),
): Promise<RefreshSummary> {
  const beaches = await locatedBeaches(payload)
  const ids = beaches.map((beach) => beach.id)
  await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    where:
      ids.length > 0 ? { or: [{ beach: { not_in: ids } }, { beach: { exists: false } }] } : { id: { exists: true } },
  })
  if (beaches.length === 0) return { beaches: 0, updated: 0, failures: [] }

  const { readings, failures } = await provider.fetch(
    beaches.map((beach) => beach.point),
    now,
  )
  for (const line of failures) payload.logger.warn(`Marine feed: ${line}; the last values stay`)

  const { docs: records } = await payload.find({
    collection: COLLECTION,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { beach: true },
  })
  const recordOf = new Map(records.map((record) => [relationId(record.beach), record.id]))

  let updated = 0
  const lacking = new Map<MarineField, number[]>()
  for (const [index, beach] of beaches.entries()) {
    const given = readings[index] ?? {}
    for (const field of MARINE_FIELDS) {
      if (!given[field]) lacking.set(field, [...(lacking.get(field) ?? []), beach.id])
    }
    const data = changes(given)
    if (!data) continue
    const record = recordOf.get(beach.id)
    try {
      if (record === undefined) {
        await payload.create({
          collection: COLLECTION,
          overrideAccess: true,
          depth: 0,
          data: { beach: beach.id, ...data, fetchedAt: now.toISOString() },
        })
      } else {
        await payload.update({
          collection: COLLECTION,
          id: record,
          overrideAccess: true,
          depth: 0,
          data: { ...data, fetchedAt: now.toISOString() },
        })
      }
      updated += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: `Marine feed: could not store the values of beach ${beach.id}` })
    }
  }
  // A failed API already said why its fields are missing everywhere; otherwise name the gaps.
  if (failures.length === 0 && lacking.size > 0) {
    const gaps = [...lacking].map(([field, beachIds]) => `${field} for beach ${beachIds.join(', ')}`).join('; ')
    payload.logger.info(`Marine feed: ${provider.name} has no ${gaps}; the last values stay`)
  }
  return { beaches: beaches.length, updated, failures }
}
