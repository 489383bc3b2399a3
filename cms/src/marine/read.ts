import type { Payload } from 'payload'

import type { BeachMarine } from '@/payload-types'

/** One value of the model and the hour it is forecast for (ISO 8601, UTC). */
export type MarineValue = { value: number; at: string }

/**
 * What the forecast model says about the sea at one beach (docs/decisions/0043-marine-feed.md).
 * A value is null until the model first gave one; after that it stays, with its own time, until a
 * newer one comes, so `at` tells how old it is. `fetchedAt` is when any of them last changed.
 */
export type MarineReading = {
  waterTemperature: MarineValue | null
  waveHeight: MarineValue | null
  windSpeed: MarineValue | null
  uvIndex: MarineValue | null
  fetchedAt: string
}

type Stored = { value?: number | null; forecastAt?: string | null } | null | undefined

function valueOf(stored: Stored): MarineValue | null {
  const value = stored?.value
  const at = stored?.forecastAt
  if (typeof value !== 'number' || !Number.isFinite(value) || !at || Number.isNaN(Date.parse(at))) return null
  return { value, at: new Date(at).toISOString() }
}

/** One stored record as the values it holds (what the beaches' join carries, too). */
export const readingOf = (record: BeachMarine): MarineReading => ({
  waterTemperature: valueOf(record.waterTemperature),
  waveHeight: valueOf(record.waveHeight),
  windSpeed: valueOf(record.windSpeed),
  uvIndex: valueOf(record.uvIndex),
  fetchedAt: new Date(record.fetchedAt).toISOString(),
})

const beachOf = (record: BeachMarine): number | null =>
  typeof record.beach === 'number' ? record.beach : (record.beach?.id ?? null)

/**
 * The model's values per beach id, for the beaches given (all when `beachIds` is left out). A beach
 * the model has said nothing about yet has no entry. For other CMS code (the beaches' conditions
 * in the city contract); it reads public data and needs no user.
 */
export async function marineByBeach(payload: Payload, beachIds?: number[]): Promise<Map<number, MarineReading>> {
  const byBeach = new Map<number, MarineReading>()
  if (beachIds && beachIds.length === 0) return byBeach
  const { docs } = await payload.find({
    collection: 'beach-marine',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(beachIds ? { where: { beach: { in: beachIds } } } : {}),
  })
  for (const record of docs) {
    const beach = beachOf(record)
    if (beach === null) continue
    byBeach.set(beach, readingOf(record))
  }
  return byBeach
}
