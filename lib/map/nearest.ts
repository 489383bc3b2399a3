import type { LatLon } from './config'

/** The mean Earth radius (IUGG), in metres: the sphere the haversine formula measures on. */
const EARTH_RADIUS_M = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle distance between two points, in metres (the haversine formula). Within the resort
 * a sphere errs by well under 0.5 %, far below what '1,2 км' shows; a point with a non-finite
 * coordinate gives NaN, which sortByDistance puts last.
 */
export function greatCircleMeters(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  // min() keeps rounding from pushing asin's argument past 1 for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type WithDistance<T> = T & { distanceMeters: number }

/**
 * Items nearest first, each with its distance from `origin`. Equal distances keep the order they
 * came in (the editors' order), and items whose point is unusable go last rather than first.
 */
export function sortByDistance<T extends { point: LatLon }>(items: readonly T[], origin: LatLon): WithDistance<T>[] {
  return items
    .map((item, index) => ({ item: { ...item, distanceMeters: greatCircleMeters(origin, item.point) }, index }))
    .sort((x, y) => rank(x.item.distanceMeters) - rank(y.item.distanceMeters) || x.index - y.index)
    .map(({ item }) => item)
}

const rank = (meters: number) => (Number.isFinite(meters) ? meters : Number.POSITIVE_INFINITY)
