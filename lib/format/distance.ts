import { formatDecimal, isAmount, NBSP } from './number'

/**
 * A distance in metres for a route or "how far from me": whole metres below a kilometre
 * ('850 м'), then kilometres to one decimal ('3,2 км', '12 км'), whole kilometres from 100 km on.
 * Missing, negative or non-finite input gives null.
 */
export function formatDistance(meters: number | null | undefined): string | null {
  if (!isAmount(meters)) return null
  const wholeMeters = Math.round(meters)
  if (wholeMeters < 1000) return `${wholeMeters}${NBSP}м`
  // Rounded from whole metres, so 1 950 m is exactly 19.5 hundreds and gives '2 км', not a float artefact.
  const km = wholeMeters >= 100_000 ? Math.round(wholeMeters / 1000) : Math.round(wholeMeters / 100) / 10
  return `${formatDecimal(km, 1)}${NBSP}км`
}
