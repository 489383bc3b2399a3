import { asEditor } from '@/testing/residentClient'

/**
 * The marine feed against the real CMS (docs/decisions/0043-marine-feed.md): the CMS runs its
 * `marineRefresh` job every 2 s with MARINE_PROVIDER=open-meteo against the stand-in Open-Meteo of
 * lib/test/marineStandIn.mjs (lib/test/cmsGlobalSetup.mjs), which this test steers: values arrive and
 * are stored with the hour they are forecast for; a value missing for one beach keeps its last one;
 * an HTTP error, a malformed answer or a dropped connection leaves every value with its own time.
 */
jest.setTimeout(90_000)

const ORIGIN = process.env.INTEGRATION_MARINE_ORIGIN!
const HOUR_MS = 3_600_000

type Stored = { value: number | null; forecastAt: string | null } | null | undefined
type MarineRecord = {
  id: number
  beach: number
  waterTemperature?: Stored
  waveHeight?: Stored
  windSpeed?: Stored
  uvIndex?: Stored
  fetchedAt: string
}
type Beach = { id: number; location?: { lat?: number | null; lon?: number | null } }
type Values = Record<string, number | null>
type State = {
  mode?: 'answer' | 'status' | 'malformed' | 'down'
  status?: number
  values?: Values
  places?: Record<string, Values>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function steer(state: State): Promise<void> {
  const response = await fetch(`${ORIGIN}/stand-in`, { method: 'PUT', body: JSON.stringify(state) })
  expect(response.status).toBe(204)
}

/** API requests the stand-in has served so far (each refresh asks both APIs). */
async function served(): Promise<number> {
  return ((await (await fetch(`${ORIGIN}/stand-in`)).json()) as { requests: number }).requests
}

/** Waits until the CMS has made `refreshes` whole refreshes since `since` (each asks both APIs). */
async function refreshesSince(since: number, refreshes: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while ((await served()) < since + 2 * refreshes) {
    if (Date.now() > deadline) throw new Error(`the CMS made no ${refreshes} refreshes in ${timeoutMs} ms`)
    await sleep(200)
  }
}

async function records(): Promise<Map<number, MarineRecord>> {
  const { status, json } = await asEditor<{ docs: MarineRecord[] }>('GET', '/api/beach-marine?limit=1000&depth=0')
  expect(status).toBe(200)
  return new Map(json.docs.map((doc) => [doc.beach, doc]))
}

async function waitFor(check: (byBeach: Map<number, MarineRecord>) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const byBeach = await records()
    if (check(byBeach)) return byBeach
    if (Date.now() > deadline) throw new Error(`marine records never matched: ${JSON.stringify([...byBeach.values()])}`)
    await sleep(300)
  }
}

/** The stand-in's key of a beach: its coordinates as the CMS sends them. */
const placeKey = (beach: Beach) => `${beach.location!.lat!.toFixed(4)},${beach.location!.lon!.toFixed(4)}`

let located: Beach[] = []

beforeAll(async () => {
  const { json } = await asEditor<{ docs: Beach[] }>('GET', '/api/beaches?limit=1000&depth=0')
  located = json.docs.filter((b) => typeof b.location?.lat === 'number' && typeof b.location?.lon === 'number')
  // The seed places every beach on the map.
  expect(located.length).toBeGreaterThan(1)
})

// Back to the calm sea the stand-in answers while no test steers it.
afterAll(() => steer({}))

const FIRST: Values = { sea_surface_temperature: 23.4, wave_height: 0.7, wind_speed_10m: 4.5, uv_index: 6.1 }
const SECOND: Values = { sea_surface_temperature: 24.2, wave_height: 0.9, wind_speed_10m: 5.5, uv_index: 7.3 }

describe('the marine feed', () => {
  it('stores each beach’s values with the hour they are forecast for, that closest to the fetch', async () => {
    await steer({ values: FIRST })
    const byBeach = await waitFor((all) =>
      located.every((b) => all.get(b.id)?.waterTemperature?.value === 23.4 && all.get(b.id)?.uvIndex?.value === 6.1),
    )
    for (const beach of located) {
      const record = byBeach.get(beach.id)!
      expect(record).toMatchObject({
        waterTemperature: { value: 23.4 },
        waveHeight: { value: 0.7 },
        windSpeed: { value: 4.5 },
        uvIndex: { value: 6.1 },
      })
      const fetchedAt = Date.parse(record.fetchedAt)
      expect(Math.abs(Date.now() - fetchedAt)).toBeLessThan(60_000)
      for (const field of ['waterTemperature', 'waveHeight', 'windSpeed', 'uvIndex'] as const) {
        const at = Date.parse(record[field]!.forecastAt!)
        expect(at % HOUR_MS).toBe(0)
        expect(Math.abs(at - fetchedAt)).toBeLessThanOrEqual(HOUR_MS / 2)
      }
    }
  })

  it('keeps a beach’s last value, with its time, when the model has none for it', async () => {
    const [quiet, other] = located
    const before = (await records()).get(quiet!.id)!
    await steer({ values: SECOND, places: { [placeKey(quiet!)]: { sea_surface_temperature: null } } })
    const byBeach = await waitFor((all) => all.get(quiet!.id)?.waveHeight?.value === 0.9)
    const record = byBeach.get(quiet!.id)!
    expect(record.waterTemperature).toEqual(before.waterTemperature)
    expect(record).toMatchObject({ waveHeight: { value: 0.9 }, windSpeed: { value: 5.5 }, uvIndex: { value: 7.3 } })
    expect(Date.parse(record.fetchedAt)).toBeGreaterThan(Date.parse(before.fetchedAt))
    await waitFor((all) => all.get(other!.id)?.waterTemperature?.value === 24.2)
  })

  it.each<[string, State]>([
    ['answers 500', { mode: 'status', status: 500 }],
    ['answers malformed JSON', { mode: 'malformed' }],
    ['is down', { mode: 'down' }],
  ])('keeps every last value with its original time while the provider %s', async (_, failing) => {
    await steer(failing)
    // A refresh that fetched before the switch may still be writing: wait until two began after it.
    await refreshesSince(await served(), 2)
    const kept = await records()
    expect(kept.get(located[1]!.id)).toMatchObject({ waterTemperature: { value: 24.2 }, waveHeight: { value: 0.9 } })
    await refreshesSince(await served(), 2)
    expect(await records()).toEqual(kept)
  })

  it('takes new values again once the provider answers', async () => {
    await steer({ values: FIRST })
    await waitFor((all) => located.every((b) => all.get(b.id)?.waterTemperature?.value === 23.4))
  })
})
