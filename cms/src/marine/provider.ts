/**
 * The marine feed's provider interface (docs/decisions/0043-marine-feed.md): a forecast model
 * that gives, per beach, the sea's temperature, the waves, the wind and the UV index. Which one runs
 * is the MARINE_PROVIDER setting (env.ts); `none` fetches nothing.
 */

/** The four values kept per beach, in the order the admin shows them. */
export const MARINE_FIELDS = ['waterTemperature', 'waveHeight', 'windSpeed', 'uvIndex'] as const
export type MarineField = (typeof MARINE_FIELDS)[number]

/** One value of the model and the hour it is forecast for. */
export type Reading = { value: number; at: Date }

/** What the model gave for one place: a field is absent when it gave no value for it. */
export type PlaceReadings = Partial<Record<MarineField, Reading>>

export type Point = { lat: number; lon: number }

/**
 * A provider's answer for a list of points. `readings` has one entry per point, in the order asked;
 * a source that failed (network, HTTP error, malformed answer) leaves its fields out and adds a line
 * to `failures`. A provider never throws and never invents a value.
 */
export type MarineFetchResult = { readings: PlaceReadings[]; failures: string[] }

export interface MarineProvider {
  readonly name: string
  fetch(points: readonly Point[], now: Date): Promise<MarineFetchResult>
}

export type MarineConfig =
  | { provider: 'none'; refreshSeconds: number }
  | { provider: 'open-meteo'; marineApiUrl: string; weatherApiUrl: string; refreshSeconds: number }

export const MARINE_PROVIDERS = ['none', 'open-meteo'] as const satisfies readonly MarineConfig['provider'][]
