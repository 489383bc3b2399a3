import type { GeocoderSettings } from '@/lib/server/env'

export type Point = { lat: number; lon: number }

/**
 * Turns a point into the street address a person would say («ул. Пушкина, 3»). A provider that
 * fails, times out or knows nothing answers null: an appeal's point is still described by the
 * nearest object of our own catalogue (graphql/geocoder/describePoint.ts), so nothing breaks without one.
 */
export interface ReverseGeocoder {
  reverse(point: Point): Promise<string | null>
}

/** A person waits for the description while choosing the point; a slow provider is skipped. */
export const GEOCODER_TIMEOUT_MS = 2_000

type Fetch = typeof fetch

async function getJson(fetchImpl: Fetch, url: URL): Promise<unknown> {
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', 'accept-language': 'ru' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      redirect: 'error',
    })
    return response.ok ? await response.json() : null
  } catch {
    return null
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * Nominatim's `/reverse` (OpenStreetMap's geocoder, or a city's own instance): the road and house
 * number of its `address`, or the first parts of `display_name` when it has no road.
 */
export function nominatimGeocoder(baseUrl: string, fetchImpl: Fetch = fetch): ReverseGeocoder {
  return {
    async reverse({ lat, lon }) {
      const url = new URL(`${baseUrl}/reverse`)
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lon),
        zoom: '18',
        'accept-language': 'ru',
      }).toString()
      const answer = (await getJson(fetchImpl, url)) as {
        address?: Record<string, unknown>
        display_name?: unknown
      } | null
      const road = text(answer?.address?.road) ?? text(answer?.address?.pedestrian)
      const house = text(answer?.address?.house_number)
      if (road) return house ? `${road}, ${house}` : road
      const display = text(answer?.display_name)
      return display ? display.split(',').slice(0, 2).join(',').trim() : null
    },
  }
}

/**
 * Яндекс Геокодер (HTTP Geocoder API): `geocode=lon,lat` answers GeoObjects nearest first; the
 * first one's `name` is the street and house.
 */
export function yandexGeocoder(baseUrl: string, apiKey: string, fetchImpl: Fetch = fetch): ReverseGeocoder {
  return {
    async reverse({ lat, lon }) {
      const url = new URL(baseUrl)
      url.search = new URLSearchParams({
        apikey: apiKey,
        geocode: `${lon},${lat}`,
        format: 'json',
        lang: 'ru_RU',
        kind: 'house',
        results: '1',
      }).toString()
      type YandexAnswer = {
        response?: { GeoObjectCollection?: { featureMember?: { GeoObject?: { name?: unknown } }[] } }
      }
      const answer = (await getJson(fetchImpl, url)) as YandexAnswer | null
      return text(answer?.response?.GeoObjectCollection?.featureMember?.[0]?.GeoObject?.name)
    },
  }
}

/** The configured provider (GEOCODER in lib/server/env.ts), or null when none is. */
export function geocoderFrom(settings: GeocoderSettings | null, fetchImpl: Fetch = fetch): ReverseGeocoder | null {
  if (!settings) return null
  return settings.provider === 'yandex'
    ? yandexGeocoder(settings.url, settings.apiKey ?? '', fetchImpl)
    : nominatimGeocoder(settings.url, fetchImpl)
}
