import type { BeachCondition, BeachMarine } from '@/payload-types'
import { beachConditions } from './contract'

const NOW = new Date('2026-07-12T12:00:00Z')

const record: BeachCondition = {
  id: 1,
  beach: 7,
  bathing: 'allowed',
  flag: 'green',
  reasons: [],
  source: 'mchs',
  verifiedAt: '2026-07-12T06:00:00.000Z',
  change: 1,
  updatedAt: '',
  createdAt: '',
}

const marine: BeachMarine = {
  id: 3,
  beach: 7,
  waterTemperature: { value: 24.1, forecastAt: '2026-07-12T12:00:00.000Z' },
  waveHeight: { value: 0.5, forecastAt: '2026-07-12T12:00:00.000Z' },
  windSpeed: { value: null, forecastAt: null },
  uvIndex: { value: 8, forecastAt: '2026-07-12T11:00:00.000Z' },
  fetchedAt: '2026-07-12T11:05:00.000Z',
}

describe('a beach’s conditions from its joins', () => {
  it('carry the desk’s status and the marine model’s values with their hours', () => {
    expect(beachConditions({ conditions: { docs: [record] }, marine: { docs: [marine] } }, NOW)).toMatchObject({
      bathing: { value: 'allowed' },
      water_temperature: 24.1,
      water_temperature_source: 'model',
      wave_height: 0.5,
      wave_height_at: '2026-07-12T12:00:00.000Z',
      wind_speed: null,
      uv_index: 8,
      uv_index_at: '2026-07-12T11:00:00.000Z',
    })
  })

  it('read nothing from joins given as ids (depth 0) or left out', () => {
    expect(beachConditions({ conditions: { docs: [1] }, marine: { docs: [3] } }, NOW)).toMatchObject({
      bathing: { value: 'unconfirmed' },
      water_temperature: null,
      wave_height: null,
    })
    expect(beachConditions({}, NOW).bathing.value).toBe('unconfirmed')
  })
})
