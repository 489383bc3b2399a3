import { marineByBeach } from './read'
import { fakePayload } from './testing'

const AT = '2026-07-15T12:00:00.000Z'
const FETCHED = '2026-07-15T12:10:00.000Z'
const value = (v: number | null, at: string | null = AT) => ({ value: v, forecastAt: at })

const records = [
  {
    id: 1,
    beach: 1,
    waterTemperature: value(22.1),
    waveHeight: value(0.6),
    windSpeed: value(4.2),
    uvIndex: value(7.2),
    fetchedAt: FETCHED,
  },
  // The model never gave a sea temperature here (a cell on land); the wind came.
  { id: 2, beach: 3, waterTemperature: value(null, null), windSpeed: value(3), fetchedAt: FETCHED },
  // The beach was deleted; the next refresh removes the record.
  { id: 3, beach: null, waterTemperature: value(20), fetchedAt: FETCHED },
]

describe('reading the marine feed', () => {
  it('gives each beach its values with their forecast times, null where the model has none yet', async () => {
    const { payload } = fakePayload([], structuredClone(records))
    const byBeach = await marineByBeach(payload)
    expect([...byBeach.keys()]).toEqual([1, 3])
    expect(byBeach.get(1)).toEqual({
      waterTemperature: { value: 22.1, at: AT },
      waveHeight: { value: 0.6, at: AT },
      windSpeed: { value: 4.2, at: AT },
      uvIndex: { value: 7.2, at: AT },
      fetchedAt: FETCHED,
    })
    expect(byBeach.get(3)).toEqual({
      waterTemperature: null,
      waveHeight: null,
      windSpeed: { value: 3, at: AT },
      uvIndex: null,
      fetchedAt: FETCHED,
    })
  })

  it('reads only the beaches asked for, and nothing at all for an empty list', async () => {
    const { payload, calls } = fakePayload([], structuredClone(records))
    expect([...(await marineByBeach(payload, [3, 99])).keys()]).toEqual([3])
    expect(calls.find).toHaveBeenCalledWith(expect.objectContaining({ where: { beach: { in: [3, 99] } } }))
    calls.find.mockClear()
    expect((await marineByBeach(payload, [])).size).toBe(0)
    expect(calls.find).not.toHaveBeenCalled()
  })
})
