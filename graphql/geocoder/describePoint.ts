import { formatDistance } from '@/lib/format/distance'
import { greatCircleMeters } from '@/lib/map/nearest'
import type { Point, ReverseGeocoder } from './geocoder'

/** Farther than this, «рядом» would mislead: the point is described by its address alone. */
export const NEAREST_WITHIN_METERS = 1_000

export type NamedPlace = { title: string; point: Point }

export type PointDescription = {
  /** The nearest object of our own catalogue within NEAREST_WITHIN_METERS, and how far. */
  nearest: { title: string; distanceMeters: number } | null
  /** The street address, when a geocoder is configured and knows one. */
  address: string | null
  /** One line for a person: «ул. Пионерский проспект, 14 · рядом: Центральный пляж, 120 м». */
  text: string | null
}

/** The nearest named place to `point`, or null when none is within NEAREST_WITHIN_METERS. */
export function nearestPlace(point: Point, places: readonly NamedPlace[]): PointDescription['nearest'] {
  let best: PointDescription['nearest'] = null
  for (const place of places) {
    const distance = greatCircleMeters(point, place.point)
    if (!Number.isFinite(distance) || distance > NEAREST_WITHIN_METERS) continue
    if (!best || distance < best.distanceMeters) best = { title: place.title, distanceMeters: Math.round(distance) }
  }
  return best
}

/**
 * Describes an appeal's point in words, from our own data first (the nearest catalogue object)
 * and the street address where a geocoder is configured. Raw coordinates tell a resident nothing.
 */
export async function describePoint(
  point: Point,
  places: readonly NamedPlace[],
  geocoder: ReverseGeocoder | null,
): Promise<PointDescription> {
  const nearest = nearestPlace(point, places)
  const address = geocoder ? await geocoder.reverse(point) : null
  const near = nearest ? `рядом: ${nearest.title}, ${formatDistance(nearest.distanceMeters)}` : null
  const text = [address, near].filter(Boolean).join(' · ') || null
  return { nearest, address, text }
}
