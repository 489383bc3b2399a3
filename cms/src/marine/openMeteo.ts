import type { MarineField, MarineFetchResult, MarineProvider, PlaceReadings, Point } from './provider'

/**
 * Open-Meteo (docs/decisions/0043-marine-feed.md): the sea from its marine API (/v1/marine), the
 * wind and the UV index from its weather API (/v1/forecast). Both take comma-separated lists of
 * latitudes and longitudes and answer an array in the same order, so every beach is fetched in one
 * request per API (per CHUNK beaches).
 */

type Variable = {
  /** Open-Meteo's name of the hourly variable. */
  name: string
  field: MarineField
  /** What `hourly_units` must say: another unit (km/h for the wind) is a malformed answer. */
  unit: string
  /** Values outside what the sea off Anapa can show are a broken answer, not a reading. */
  min: number
  max: number
}

export const MARINE_VARIABLES: readonly Variable[] = [
  { name: 'sea_surface_temperature', field: 'waterTemperature', unit: '°C', min: -3, max: 40 },
  { name: 'wave_height', field: 'waveHeight', unit: 'm', min: 0, max: 30 },
]

export const WEATHER_VARIABLES: readonly Variable[] = [
  { name: 'wind_speed_10m', field: 'windSpeed', unit: 'm/s', min: 0, max: 100 },
  { name: 'uv_index', field: 'uvIndex', unit: '', min: 0, max: 25 },
]

/** The hour closest to now must be at most this far from it, or the series is not about now. */
export const MAX_HOUR_DISTANCE_MS = 3 * 3_600_000

/** Beaches per request: keeps the address short whatever the catalogue grows to. */
export const CHUNK = 100

export const DEFAULT_TIMEOUT_MS = 10_000

export class MalformedAnswer extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The readings in an Open-Meteo answer (`timeformat=unixtime`) for `count` places: for each place
 * and variable, the value of the hour closest to `now`, with that hour as its time. A null value (the
 * model has none there: a grid cell on land, a gap) leaves the field out. Anything else that is not
 * the documented shape (not an array of `count` places, series whose length differs from the hours',
 * another unit, a string or an out-of-range number) throws MalformedAnswer: the whole answer is
 * refused, so nothing half-read or NaN is ever stored.
 */
export function parseOpenMeteo(
  body: unknown,
  variables: readonly Variable[],
  count: number,
  now: Date,
): PlaceReadings[] {
  // One place is answered as a bare object, several as an array.
  const places = count === 1 && isRecord(body) ? [body] : body
  if (!Array.isArray(places)) throw new MalformedAnswer('not a list of places')
  if (places.length !== count) throw new MalformedAnswer(`${places.length} places for ${count} asked`)
  return places.map((place, index) => parsePlace(place, variables, now, index))
}

function parsePlace(place: unknown, variables: readonly Variable[], now: Date, index: number): PlaceReadings {
  const where = `place ${index}`
  if (!isRecord(place)) throw new MalformedAnswer(`${where} is not an object`)
  const { hourly, hourly_units: units } = place
  if (!isRecord(hourly) || !isRecord(units)) throw new MalformedAnswer(`${where} has no hourly series`)
  if (units.time !== 'unixtime') throw new MalformedAnswer(`${where}: hours are not unix times`)
  const time = hourly.time
  if (!Array.isArray(time) || time.length === 0 || !time.every((t) => Number.isSafeInteger(t) && t > 0)) {
    throw new MalformedAnswer(`${where}: hourly.time is not a list of unix times`)
  }
  const series = variables.map((variable) => {
    if (units[variable.name] !== variable.unit) {
      throw new MalformedAnswer(`${where}: ${variable.name} is not in "${variable.unit}"`)
    }
    const values = hourly[variable.name]
    if (!Array.isArray(values) || values.length !== time.length) {
      throw new MalformedAnswer(`${where}: ${variable.name} does not have a value (or null) per hour`)
    }
    for (const value of values) {
      if (value === null) continue
      if (typeof value !== 'number' || !Number.isFinite(value) || value < variable.min || value > variable.max) {
        throw new MalformedAnswer(`${where}: ${variable.name} has ${JSON.stringify(value)}`)
      }
    }
    return { variable, values: values as (number | null)[] }
  })

  let closest = 0
  for (let i = 1; i < time.length; i += 1) {
    if (Math.abs(time[i] * 1000 - now.getTime()) < Math.abs(time[closest] * 1000 - now.getTime())) closest = i
  }
  const at = new Date((time[closest] as number) * 1000)
  if (Math.abs(at.getTime() - now.getTime()) > MAX_HOUR_DISTANCE_MS) return {}

  const readings: PlaceReadings = {}
  for (const { variable, values } of series) {
    const value = values[closest]
    if (value !== null && value !== undefined) readings[variable.field] = { value, at }
  }
  return readings
}

export type OpenMeteoOptions = {
  /** The marine API's base, e.g. https://marine-api.open-meteo.com (MARINE_API_URL). */
  marineApiUrl: string
  /** The weather API's base, e.g. https://api.open-meteo.com (WEATHER_API_URL). */
  weatherApiUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type Source = { label: string; url: string; variables: readonly Variable[]; extra: Record<string, string> }

export function openMeteoProvider(options: OpenMeteoOptions): MarineProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const doFetch = options.fetch ?? fetch
  const sources: Source[] = [
    { label: 'marine API', url: `${options.marineApiUrl}/v1/marine`, variables: MARINE_VARIABLES, extra: {} },
    {
      label: 'weather API',
      url: `${options.weatherApiUrl}/v1/forecast`,
      variables: WEATHER_VARIABLES,
      extra: { wind_speed_unit: 'ms' },
    },
  ]

  /** One request: its readings, or the reason it gave none. */
  async function request(source: Source, points: readonly Point[], now: Date) {
    const query = new URLSearchParams({
      latitude: points.map((p) => p.lat.toFixed(4)).join(','),
      longitude: points.map((p) => p.lon.toFixed(4)).join(','),
      hourly: source.variables.map((v) => v.name).join(','),
      timeformat: 'unixtime',
      timezone: 'GMT',
      // The hour before, this hour and the next: the one closest to now is among them.
      past_hours: '1',
      forecast_hours: '2',
      ...source.extra,
    })
    try {
      const response = await doFetch(`${source.url}?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = await response.text()
      if (!response.ok) return { failure: `HTTP ${response.status}${reasonOf(text)}` }
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return { failure: 'malformed answer: not JSON' }
      }
      return { readings: parseOpenMeteo(body, source.variables, points.length, now) }
    } catch (error) {
      if (error instanceof MalformedAnswer) return { failure: `malformed answer: ${error.message}` }
      const name = (error as Error).name
      if (name === 'TimeoutError' || name === 'AbortError') return { failure: `no answer within ${timeoutMs} ms` }
      return { failure: describe(error) }
    }
  }

  return {
    name: 'open-meteo',
    async fetch(points, now) {
      const result: MarineFetchResult = { readings: points.map(() => ({})), failures: [] }
      for (let start = 0; start < points.length; start += CHUNK) {
        const chunk = points.slice(start, start + CHUNK)
        const answers = await Promise.all(sources.map((source) => request(source, chunk, now)))
        answers.forEach((answer, s) => {
          if (answer.readings) {
            answer.readings.forEach((readings, i) => Object.assign(result.readings[start + i]!, readings))
          } else {
            const span = points.length > CHUNK ? ` (beaches ${start + 1}–${start + chunk.length})` : ''
            result.failures.push(`Open-Meteo ${sources[s]!.label}${span}: ${answer.failure}`)
          }
        })
      }
      return result
    },
  }
}

/** Open-Meteo explains a refusal as `{"error": true, "reason": "…"}`. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as unknown
    if (isRecord(body) && typeof body.reason === 'string') return `: ${body.reason.slice(0, 200)}`
  } catch {
    // Not JSON: the status says enough.
  }
  return ''
}

/** A network error's own words (fetch wraps them as "fetch failed" with the cause inside). */
function describe(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } }
  const detail = cause?.code ?? cause?.message
  return detail ? `${message} (${detail})` : message
}
