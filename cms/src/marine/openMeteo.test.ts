import {
  CHUNK,
  MARINE_VARIABLES,
  MalformedAnswer,
  WEATHER_VARIABLES,
  openMeteoProvider,
  parseOpenMeteo,
} from './openMeteo'

const HOUR = 3_600
/** 2026-07-15 12:00 UTC, in unix seconds. */
const NOON = Date.UTC(2026, 6, 15, 12) / 1000
const hours = [NOON - HOUR, NOON, NOON + HOUR]
const at = (seconds: number) => new Date(seconds * 1000)

type Series = Record<string, unknown[]>

/** One place as Open-Meteo answers it with `timeformat=unixtime`. */
function marinePlace(series: Series = {}, time: unknown[] = hours) {
  return {
    latitude: 44.875,
    longitude: 37.25,
    generationtime_ms: 0.2,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 0,
    hourly_units: { time: 'unixtime', sea_surface_temperature: '°C', wave_height: 'm' },
    hourly: {
      time,
      sea_surface_temperature: [21.9, 22.1, 22.4],
      wave_height: [0.5, 0.6, 0.8],
      ...series,
    },
  }
}

function weatherPlace(series: Series = {}) {
  return {
    latitude: 44.9,
    longitude: 37.3,
    hourly_units: { time: 'unixtime', wind_speed_10m: 'm/s', uv_index: '' },
    hourly: { time: hours, wind_speed_10m: [3.1, 4.2, 5.0], uv_index: [6.05, 7.2, 7.4], ...series },
  }
}

describe('reading an Open-Meteo answer', () => {
  it('takes, for each place in order, the value of the hour closest to now with that hour as its time', () => {
    const now = at(NOON + 20 * 60)
    const answer = [marinePlace(), marinePlace({ sea_surface_temperature: [18, 18.5, 19] })]
    expect(parseOpenMeteo(answer, MARINE_VARIABLES, 2, now)).toEqual([
      { waterTemperature: { value: 22.1, at: at(NOON) }, waveHeight: { value: 0.6, at: at(NOON) } },
      { waterTemperature: { value: 18.5, at: at(NOON) }, waveHeight: { value: 0.6, at: at(NOON) } },
    ])
    // Past half past, the next hour is the closest.
    expect(parseOpenMeteo([marinePlace()], MARINE_VARIABLES, 1, at(NOON + 40 * 60))[0]).toEqual({
      waterTemperature: { value: 22.4, at: at(NOON + HOUR) },
      waveHeight: { value: 0.8, at: at(NOON + HOUR) },
    })
  })

  it('reads the weather API the same way, wind in m/s and the UV index without a unit', () => {
    expect(parseOpenMeteo([weatherPlace()], WEATHER_VARIABLES, 1, at(NOON - 50 * 60))).toEqual([
      { windSpeed: { value: 3.1, at: at(NOON - HOUR) }, uvIndex: { value: 6.05, at: at(NOON - HOUR) } },
    ])
  })

  it('accepts one place answered as a bare object, as Open-Meteo answers a single coordinate', () => {
    expect(parseOpenMeteo(marinePlace(), MARINE_VARIABLES, 1, at(NOON))).toHaveLength(1)
  })

  it('leaves out a value the model does not have (null), for that place and variable only', () => {
    const landlocked = marinePlace({ sea_surface_temperature: [null, null, null] })
    const gap = marinePlace({ wave_height: [0.5, null, 0.8] })
    expect(parseOpenMeteo([landlocked, gap, marinePlace()], MARINE_VARIABLES, 3, at(NOON))).toEqual([
      { waveHeight: { value: 0.6, at: at(NOON) } },
      { waterTemperature: { value: 22.1, at: at(NOON) } },
      { waterTemperature: { value: 22.1, at: at(NOON) }, waveHeight: { value: 0.6, at: at(NOON) } },
    ])
  })

  it('gives nothing for a place whose hours are all far from now (a stale series)', () => {
    const stale = marinePlace({}, [NOON - 30 * HOUR, NOON - 29 * HOUR, NOON - 28 * HOUR])
    expect(parseOpenMeteo([stale, marinePlace()], MARINE_VARIABLES, 2, at(NOON))[0]).toEqual({})
  })

  const malformed: [string, unknown, number][] = [
    ['not JSON-shaped at all', 'Service Unavailable', 1],
    ['an error object', { error: true, reason: 'Too many requests' }, 2],
    ['fewer places than asked', [marinePlace()], 2],
    ['more places than asked', [marinePlace(), marinePlace()], 1],
    ['a place that is not an object', [marinePlace(), null], 2],
    ['no hourly block', [{ ...marinePlace(), hourly: undefined }], 1],
    ['no units', [{ ...marinePlace(), hourly_units: undefined }], 1],
    [
      'ISO times instead of unix times',
      [{ ...marinePlace(), hourly_units: { ...marinePlace().hourly_units, time: 'iso8601' } }],
      1,
    ],
    ['times that are strings', [marinePlace({}, ['2026-07-15T11:00', '2026-07-15T12:00', '2026-07-15T13:00'])], 1],
    ['no hours', [marinePlace({ sea_surface_temperature: [], wave_height: [] }, [])], 1],
    ['a series shorter than the hours', [marinePlace({ wave_height: [0.5, 0.6] })], 1],
    ['a missing series', [marinePlace({ wave_height: undefined as unknown as unknown[] })], 1],
    ['a value that is a string', [marinePlace({ sea_surface_temperature: [21, '22.1', 22] })], 1],
    ['an impossible temperature', [marinePlace({ sea_surface_temperature: [21, 500, 22] })], 1],
    ['a negative wave', [marinePlace({ wave_height: [0.5, -1, 0.5] })], 1],
    [
      'another unit',
      [{ ...marinePlace(), hourly_units: { time: 'unixtime', sea_surface_temperature: '°F', wave_height: 'm' } }],
      1,
    ],
  ]

  it.each(malformed)('refuses the whole answer on %s', (_, body, count) => {
    expect(() => parseOpenMeteo(body, MARINE_VARIABLES, count, at(NOON))).toThrow(MalformedAnswer)
  })

  it('refuses wind in km/h (the request asks for m/s)', () => {
    const kmh = { ...weatherPlace(), hourly_units: { time: 'unixtime', wind_speed_10m: 'km/h', uv_index: '' } }
    expect(() => parseOpenMeteo([kmh], WEATHER_VARIABLES, 1, at(NOON))).toThrow(/wind_speed_10m is not in "m\/s"/)
  })
})

type Call = { url: URL; signal?: AbortSignal | null }

/** A fetch that answers each API from `answer` and records what was asked. */
function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const calls: Call[] = []
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    calls.push({ url, signal: init?.signal })
    return answer(url)
  }) as typeof fetch
  return { calls, impl }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Answers every requested place with the same series, as many places as the request names. */
function goodAnswer(url: URL) {
  const count = url.searchParams.get('latitude')!.split(',').length
  const place = url.pathname.endsWith('/v1/marine') ? marinePlace() : weatherPlace()
  return json(count === 1 ? place : Array.from({ length: count }, () => place))
}

const points = [
  { lat: 44.9005, lon: 37.3105 },
  { lat: 44.9303, lon: 37.2826 },
]
const options = { marineApiUrl: 'http://127.0.0.1:1/base', weatherApiUrl: 'http://127.0.0.1:2' }

describe('the Open-Meteo provider', () => {
  it('asks each API once for every beach, in its units, and merges the four values per beach', async () => {
    const { calls, impl } = fakeFetch(goodAnswer)
    const result = await openMeteoProvider({ ...options, fetch: impl }).fetch(points, at(NOON))
    expect(result.failures).toEqual([])
    expect(result.readings).toEqual([
      {
        waterTemperature: { value: 22.1, at: at(NOON) },
        waveHeight: { value: 0.6, at: at(NOON) },
        windSpeed: { value: 4.2, at: at(NOON) },
        uvIndex: { value: 7.2, at: at(NOON) },
      },
      expect.objectContaining({ windSpeed: { value: 4.2, at: at(NOON) } }),
    ])
    expect(calls.map((c) => `${c.url.origin}${c.url.pathname}`).sort()).toEqual([
      'http://127.0.0.1:1/base/v1/marine',
      'http://127.0.0.1:2/v1/forecast',
    ])
    const marine = calls.find((c) => c.url.pathname.endsWith('/v1/marine'))!.url.searchParams
    expect(marine.get('latitude')).toBe('44.9005,44.9303')
    expect(marine.get('longitude')).toBe('37.3105,37.2826')
    expect(marine.get('hourly')).toBe('sea_surface_temperature,wave_height')
    expect(marine.get('timeformat')).toBe('unixtime')
    const weather = calls.find((c) => c.url.pathname.endsWith('/v1/forecast'))!.url.searchParams
    expect(weather.get('hourly')).toBe('wind_speed_10m,uv_index')
    expect(weather.get('wind_speed_unit')).toBe('ms')
    // Every request carries a deadline.
    expect(calls.every((c) => c.signal instanceof AbortSignal)).toBe(true)
  })

  it('splits a long list of beaches into requests of at most CHUNK places each', async () => {
    const { calls, impl } = fakeFetch(goodAnswer)
    const many = Array.from({ length: CHUNK + 1 }, (_, i) => ({ lat: 44 + i / 1000, lon: 37 }))
    const result = await openMeteoProvider({ ...options, fetch: impl }).fetch(many, at(NOON))
    expect(calls).toHaveLength(4)
    expect(result.readings).toHaveLength(CHUNK + 1)
    expect(result.readings[CHUNK]).toHaveProperty('uvIndex')
  })

  it('keeps what one API gave when the other fails, and says why the other gave nothing', async () => {
    const { impl } = fakeFetch((url) =>
      url.pathname.endsWith('/v1/marine')
        ? json({ error: true, reason: 'Latitude must be in range' }, 400)
        : goodAnswer(url),
    )
    const result = await openMeteoProvider({ ...options, fetch: impl }).fetch(points, at(NOON))
    expect(result.readings[0]).toEqual({
      windSpeed: { value: 4.2, at: at(NOON) },
      uvIndex: { value: 7.2, at: at(NOON) },
    })
    expect(result.failures).toEqual(['Open-Meteo marine API: HTTP 400: Latitude must be in range'])
  })

  it.each([
    ['a server error', () => new Response('oops', { status: 502 }), /HTTP 502$/],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 }), /malformed answer: not JSON/],
    ['a malformed answer', () => json([{ hourly: {} }, {}]), /malformed answer: place 0 has no hourly series/],
    [
      'a network error',
      () => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
      /fetch failed \(ECONNREFUSED\)/,
    ],
  ])('gives no value at all on %s, and one line per API', async (_, answer, reason) => {
    const { impl } = fakeFetch(answer)
    const result = await openMeteoProvider({ ...options, fetch: impl }).fetch(points, at(NOON))
    expect(result.readings).toEqual([{}, {}])
    expect(result.failures).toHaveLength(2)
    for (const line of result.failures) expect(line).toMatch(reason)
  })

  it('stops waiting after its timeout', async () => {
    // A server that never answers: only the request's deadline ends the wait.
    const recording = ((_: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))
      })) as typeof fetch
    const started = Date.now()
    const result = await openMeteoProvider({ ...options, fetch: recording, timeoutMs: 50 }).fetch(points, at(NOON))
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(result.readings).toEqual([{}, {}])
    expect(result.failures).toEqual([
      'Open-Meteo marine API: no answer within 50 ms',
      'Open-Meteo weather API: no answer within 50 ms',
    ])
  })
})
