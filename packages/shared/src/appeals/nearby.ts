/**
 * «Похоже, об этом уже сообщили»: before filing, the form shows open public appeals of the same
 * topic right where the resident stands (docs/decisions/0053-duplicates-followers-and-verdicts.md
 * says why 50 m). The one home of the radius and the number shown.
 */
export const NEARBY_APPEALS = {
  /** Metres of great-circle distance from the resident's point. */
  radiusM: 50,
  /** At most this many, nearest first. */
  limit: 5,
} as const

const EARTH_RADIUS_M = 6_371_000
const rad = (deg: number) => (deg * Math.PI) / 180

export type GeoPoint = { lat: number; lon: number }

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * A lat/lon box that holds every point within `radiusM` of `point`, for the database to prefilter
 * by (its indexes know boxes, not circles); the exact distance is checked in code after. A little
 * wider than needed, never narrower; at the poles the longitude span is the whole world.
 */
export function boxAround(point: GeoPoint, radiusM: number) {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI) * 1.01
  const cos = Math.cos(rad(point.lat))
  const dLon = cos < 1e-6 ? 180 : dLat / cos
  const whole = dLon >= 180
  return {
    south: Math.max(-90, point.lat - dLat),
    north: Math.min(90, point.lat + dLat),
    // Cut at the antimeridian rather than wrapped: the city is nowhere near it.
    west: whole ? -180 : Math.max(-180, point.lon - dLon),
    east: whole ? 180 : Math.min(180, point.lon + dLon),
  }
}

/**
 * The items within `radiusM` of `point`, nearest first, at most `limit`, each with its distance
 * rounded to whole metres. Items without a place are never near.
 */
export function nearestWithin<T>(
  point: GeoPoint,
  items: readonly T[],
  placeOf: (item: T) => GeoPoint | null,
  { radiusM = NEARBY_APPEALS.radiusM, limit = NEARBY_APPEALS.limit }: { radiusM?: number; limit?: number } = {},
): { item: T; distanceM: number }[] {
  return items
    .flatMap((item) => {
      const place = placeOf(item)
      if (!place) return []
      const distance = metresBetween(point, place)
      return distance <= radiusM ? [{ item, distance }] : []
    })
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ item, distance }) => ({ item, distanceM: Math.round(distance) }))
}
