import { type ConditionsRecord, type MarineValues, toConditions, unconfirmedBecause } from './conditions'

const NOW = new Date('2026-07-12T12:00:00+03:00')
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString()
const LIMIT = 24

const record = (over: Partial<ConditionsRecord> = {}): ConditionsRecord => ({
  bathing: 'allowed',
  flag: 'green',
  reasons: [],
  source: 'mchs',
  verifiedAt: hoursAgo(2),
  ...over,
})

const marine: MarineValues = {
  waterTemperature: { value: 23.4, at: hoursAgo(0.5) },
  waveHeight: { value: 0.6, at: hoursAgo(0.5) },
  windSpeed: { value: 4.2, at: hoursAgo(0.5) },
  uvIndex: { value: 7, at: hoursAgo(0.5) },
}

describe('beach conditions against the clock', () => {
  it('reads the desk’s status while it is confirmed within the limit', () => {
    const conditions = toConditions(record({ verifiedAt: hoursAgo(23.9) }), null, NOW, LIMIT)
    expect(conditions.bathing).toEqual({ value: 'allowed', label: 'Купание разрешено' })
    expect(conditions.flag?.value).toBe('green')
    expect(conditions.source).toEqual({ value: 'mchs', label: 'МЧС' })
  })

  it('reads «Статус не подтверждён», never «разрешено», once the status is older than the limit', () => {
    const conditions = toConditions(record({ verifiedAt: hoursAgo(24.1) }), null, NOW, LIMIT)
    expect(conditions.bathing).toEqual({ value: 'unconfirmed', label: 'Статус не подтверждён' })
    // The stale flag is not shown; who said what last, and when, still is.
    expect(conditions.flag).toBeNull()
    expect(conditions.verified_at).toBe(hoursAgo(24.1))
    expect(unconfirmedBecause(record({ verifiedAt: hoursAgo(25) }), NOW, LIMIT)).toBe('stale')
    // A shorter limit set by the deploy applies the same way.
    expect(toConditions(record({ verifiedAt: hoursAgo(7) }), null, NOW, 6).bathing.value).toBe('unconfirmed')
  })

  it('reads unconfirmed after the status’s own end, and with no status at all', () => {
    const ended = record({ bathing: 'banned', reasons: ['storm'], validUntil: hoursAgo(0.1) })
    expect(unconfirmedBecause(ended, NOW, LIMIT)).toBe('expired')
    expect(toConditions(ended, null, NOW, LIMIT).bathing.value).toBe('unconfirmed')
    expect(unconfirmedBecause(null, NOW, LIMIT)).toBe('none')
    expect(toConditions(null, null, NOW, LIMIT)).toMatchObject({
      bathing: { value: 'unconfirmed' },
      flag: null,
      reasons: [],
      source: null,
      lifeguards: null,
    })
  })

  it('keeps a ban with its reasons, document and validity', () => {
    const ban = record({
      bathing: 'banned',
      flag: 'red',
      reasons: ['oil_products', 'emergency'],
      source: 'operational_hq',
      document: 'Постановление № 12 от 12.07.2026',
      validFrom: hoursAgo(3),
      validUntil: hoursAgo(-48),
    })
    expect(toConditions(ban, null, NOW, LIMIT)).toMatchObject({
      bathing: { value: 'banned', label: 'Купание запрещено' },
      flag: { value: 'red' },
      reasons: [
        { value: 'oil_products', label: 'Нефтепродукты в воде или на берегу' },
        { value: 'emergency', label: 'Чрезвычайная ситуация' },
      ],
      source: { value: 'operational_hq', label: 'Оперативный штаб' },
      document: 'Постановление № 12 от 12.07.2026',
      valid_until: hoursAgo(-48),
    })
  })

  it('prefers the desk’s fresh measurement of the water to the model, and labels which it is', () => {
    const measured = record({ waterTemperature: 21.5, waterTemperatureAt: hoursAgo(3) })
    expect(toConditions(measured, marine, NOW, LIMIT)).toMatchObject({
      water_temperature: 21.5,
      water_temperature_at: hoursAgo(3),
      water_temperature_source: 'measured',
    })
    const old = record({ waterTemperature: 19, waterTemperatureAt: hoursAgo(30) })
    expect(toConditions(old, marine, NOW, LIMIT)).toMatchObject({
      water_temperature: 23.4,
      water_temperature_source: 'model',
    })
    expect(toConditions(old, null, NOW, LIMIT)).toMatchObject({
      water_temperature: null,
      water_temperature_source: null,
    })
  })

  it('passes the model’s waves, wind and UV with their forecast time, and no invented value', () => {
    expect(toConditions(record(), marine, NOW, LIMIT)).toMatchObject({
      wave_height: 0.6,
      wind_speed: 4.2,
      uv_index: 7,
      uv_index_at: hoursAgo(0.5),
    })
    expect(toConditions(record(), { ...marine, uvIndex: null }, NOW, LIMIT)).toMatchObject({
      uv_index: null,
      uv_index_at: null,
    })
  })

  it('says whether lifeguards are on duty only while the desk’s word on it is fresh', () => {
    expect(
      toConditions(record({ lifeguards: 'on_duty', lifeguardsAt: hoursAgo(1) }), null, NOW, LIMIT).lifeguards,
    ).toBe(true)
    expect(toConditions(record({ lifeguards: 'absent', lifeguardsAt: hoursAgo(1) }), null, NOW, LIMIT).lifeguards).toBe(
      false,
    )
    expect(
      toConditions(record({ lifeguards: 'on_duty', lifeguardsAt: hoursAgo(30) }), null, NOW, LIMIT).lifeguards,
    ).toBeNull()
  })
})
