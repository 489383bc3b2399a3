import type { MarineFetchResult, MarineProvider, PlaceReadings, Point } from './provider'
import { refreshMarine } from './refresh'
import { fakePayload } from './testing'

const NOON = new Date('2026-07-15T12:00:00.000Z')
const ONE = new Date('2026-07-15T13:00:00.000Z')
const FIRST_FETCH = new Date('2026-07-15T12:10:00.000Z')
const SECOND_FETCH = new Date('2026-07-15T13:05:00.000Z')

const beaches = [
  { id: 1, location: { lat: 44.9005, lon: 37.3105 } },
  // No place on the map: not asked about.
  { id: 2, location: { lat: null, lon: null } },
  { id: 3, location: { lat: 44.9303, lon: 37.2826 } },
]

const full = (at: Date, base = 0): PlaceReadings => ({
  waterTemperature: { value: 22.1 + base, at },
  waveHeight: { value: 0.6 + base, at },
  windSpeed: { value: 4.2 + base, at },
  uvIndex: { value: 7.2 + base, at },
})

/** A provider that answers with what the test says, and records the points it was asked about. */
function provider(result: MarineFetchResult | ((points: readonly Point[]) => MarineFetchResult)) {
  const asked: Point[][] = []
  const fake: MarineProvider = {
    name: 'test-model',
    async fetch(points) {
      asked.push([...points])
      return typeof result === 'function' ? result(points) : result
    },
  }
  return { fake, asked }
}

const stored = (at: Date, base = 0) => ({
  waterTemperature: { value: 22.1 + base, forecastAt: at.toISOString() },
  waveHeight: { value: 0.6 + base, forecastAt: at.toISOString() },
  windSpeed: { value: 4.2 + base, forecastAt: at.toISOString() },
  uvIndex: { value: 7.2 + base, forecastAt: at.toISOString() },
})

describe('refreshing the marine feed', () => {
  it('asks about every located beach and stores each value with its forecast hour', async () => {
    const { payload, records } = fakePayload(beaches)
    const { fake, asked } = provider({ readings: [full(NOON), full(NOON, 1)], failures: [] })
    const summary = await refreshMarine(payload, fake, FIRST_FETCH)
    expect(asked).toEqual([
      [
        { lat: 44.9005, lon: 37.3105 },
        { lat: 44.9303, lon: 37.2826 },
      ],
    ])
    expect(summary).toEqual({ beaches: 2, updated: 2, failures: [] })
    expect(records).toEqual([
      { id: 1, beach: 1, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
      { id: 2, beach: 3, ...stored(NOON, 1), fetchedAt: FIRST_FETCH.toISOString() },
    ])
  })

  it('keeps a value the model did not give this time, with its own time, and updates the rest', async () => {
    const { payload, records, logger } = fakePayload(beaches, [
      { id: 7, beach: 1, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
    ])
    const { waterTemperature: _missing, ...rest } = full(ONE, 2)
    const { fake } = provider({ readings: [rest, full(ONE)], failures: [] })
    await refreshMarine(payload, fake, SECOND_FETCH)
    expect(records.find((r) => r.beach === 1)).toEqual({
      id: 7,
      beach: 1,
      ...stored(ONE, 2),
      waterTemperature: { value: 22.1, forecastAt: NOON.toISOString() },
      fetchedAt: SECOND_FETCH.toISOString(),
    })
    expect(logger.info).toHaveBeenCalledWith(
      'Marine feed: test-model has no waterTemperature for beach 1; the last values stay',
    )
  })

  it('on a failed fetch changes nothing, invents nothing and logs one line per failure', async () => {
    const before = [{ id: 7, beach: 1, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() }]
    const { payload, records, calls, logger } = fakePayload(beaches, structuredClone(before))
    const { fake } = provider({
      readings: [{}, {}],
      failures: ['Open-Meteo marine API: HTTP 500', 'Open-Meteo weather API: malformed answer: not JSON'],
    })
    const summary = await refreshMarine(payload, fake, SECOND_FETCH)
    expect(summary.updated).toBe(0)
    expect(records).toEqual(before)
    expect(calls.create).not.toHaveBeenCalled()
    expect(calls.update).not.toHaveBeenCalled()
    expect(logger.warn.mock.calls).toEqual([
      ['Marine feed: Open-Meteo marine API: HTTP 500; the last values stay'],
      ['Marine feed: Open-Meteo weather API: malformed answer: not JSON; the last values stay'],
    ])
    // The failure explains the gaps: no second line naming every beach.
    expect(logger.info).not.toHaveBeenCalled()
  })

  it('when one API fails, stores what the other gave and keeps the failed one’s last values', async () => {
    const { payload, records } = fakePayload(beaches, [
      { id: 7, beach: 1, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
    ])
    const wind = { windSpeed: { value: 9.5, at: ONE }, uvIndex: { value: 1, at: ONE } }
    const { fake } = provider({ readings: [wind, wind], failures: ['Open-Meteo marine API: HTTP 503'] })
    await refreshMarine(payload, fake, SECOND_FETCH)
    expect(records.find((r) => r.beach === 1)).toMatchObject({
      waterTemperature: { value: 22.1, forecastAt: NOON.toISOString() },
      waveHeight: { value: 0.6, forecastAt: NOON.toISOString() },
      windSpeed: { value: 9.5, forecastAt: ONE.toISOString() },
      uvIndex: { value: 1, forecastAt: ONE.toISOString() },
      fetchedAt: SECOND_FETCH.toISOString(),
    })
    // A beach seen for the first time gets a record with the values there are.
    expect(records.find((r) => r.beach === 3)).toEqual({
      id: 8,
      beach: 3,
      windSpeed: { value: 9.5, forecastAt: ONE.toISOString() },
      uvIndex: { value: 1, forecastAt: ONE.toISOString() },
      fetchedAt: SECOND_FETCH.toISOString(),
    })
  })

  it('removes the records of beaches that were deleted or lost their place', async () => {
    const { payload, records } = fakePayload(beaches, [
      { id: 7, beach: 1, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
      { id: 8, beach: 2, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
      { id: 9, beach: null, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() },
    ])
    const { fake } = provider({ readings: [{}, {}], failures: ['down'] })
    await refreshMarine(payload, fake, SECOND_FETCH)
    expect(records.map((r) => r.id)).toEqual([7])
  })

  it('asks nothing when no beach has a place, and keeps no record', async () => {
    const { payload, records } = fakePayload(
      [{ id: 2, location: null }],
      [{ id: 8, beach: 2, ...stored(NOON), fetchedAt: FIRST_FETCH.toISOString() }],
    )
    const { fake, asked } = provider({ readings: [], failures: [] })
    expect(await refreshMarine(payload, fake, SECOND_FETCH)).toEqual({ beaches: 0, updated: 0, failures: [] })
    expect(asked).toEqual([])
    expect(records).toEqual([])
  })

  it('logs a record it could not store and goes on with the others', async () => {
    const { payload, calls, records, logger } = fakePayload(beaches)
    calls.create.mockImplementationOnce(async () => {
      throw new Error('SQLITE_BUSY')
    })
    const { fake } = provider({ readings: [full(NOON), full(NOON)], failures: [] })
    expect((await refreshMarine(payload, fake, FIRST_FETCH)).updated).toBe(1)
    expect(records.map((r) => r.beach)).toEqual([3])
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'Marine feed: could not store the values of beach 1' }),
    )
  })
})
