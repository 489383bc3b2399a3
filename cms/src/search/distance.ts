/**
 * Whether two different words are one edit apart: one letter replaced, added or dropped, or two
 * neighbours swapped (Damerau–Levenshtein distance 1, the optimal-string-alignment variant).
 * Linear and allocation-free, because the typo search runs it over a slice of the vocabulary.
 */
export function isOneEditApart(a: string, b: string): boolean {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1 || a === b) return false
  let i = 0
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (la === lb) {
    // Replaced at i, or i and i+1 swapped; either way the rest must be equal.
    if (sameFrom(a, i + 1, b, i + 1)) return true
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      sameFrom(a, i + 2, b, i + 2)
    )
  }
  // One letter more on one side, at i.
  return la > lb ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1)
}

function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false
  return true
}

const EARTH_RADIUS_M = 6_371_000
const rad = (deg: number) => (deg * Math.PI) / 180

export type Coordinate = { lat: number; lon: number }

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: Coordinate, b: Coordinate): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}
