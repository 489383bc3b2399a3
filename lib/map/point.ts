import type { LatLon } from './config'

const NUMBER = /^-?\d{1,3}(?:\.\d{1,17})?$/

function coordinate(raw: unknown, limit: number): number | null {
  if (typeof raw !== 'string' || !NUMBER.test(raw.trim())) return null
  const value = Number(raw)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

/**
 * `?lat=..&lon=..` from a link (an article's "Показать на карте"): both present, plain decimal
 * numbers within range, or nothing at all. Query values arrive as strings or arrays of them.
 */
export function parsePoint(lat: unknown, lon: unknown): LatLon | null {
  const la = coordinate(lat, 90)
  const lo = coordinate(lon, 180)
  return la === null || lo === null ? null : { lat: la, lon: lo }
}

/** The link to the map page centred on a point, as detail pages and articles give it. */
export const mapPointHref = ({ lat, lon }: LatLon) => `/karta?lat=${lat}&lon=${lon}`
