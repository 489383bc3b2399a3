import { toOption, toOptions } from '@/catalogue/options'
import { BATHING, FLAGS, REASONS, SOURCES, UNCONFIRMED } from './options'

/**
 * A beach's conditions as the contract serves them (docs/api/openapi.yaml, BeachConditions;
 * docs/decisions/0042-beach-conditions.md): the desk's last word on bathing, read against the clock,
 * with the water temperature the desk measured or, failing that, the marine model's.
 */

/** The stored current state of one beach (collection `beach-conditions`), as the contract needs it. */
export type ConditionsRecord = {
  bathing: string
  flag?: string | null
  reasons?: string[] | null
  source: string
  document?: string | null
  note?: string | null
  validFrom?: string | null
  validUntil?: string | null
  verifiedAt: string
  lifeguards?: string | null
  lifeguardsAt?: string | null
  waterTemperature?: number | null
  waterTemperatureAt?: string | null
}

/** A value of the marine model with the hour it is forecast for. */
export type Timed = { value: number; at: string }

export type MarineValues = {
  waterTemperature: Timed | null
  waveHeight: Timed | null
  windSpeed: Timed | null
  uvIndex: Timed | null
}

const HOUR_MS = 3_600_000

const isOlder = (iso: string | null | undefined, limitMs: number, now: Date) =>
  !iso || now.getTime() - new Date(iso).getTime() > limitMs

/**
 * Why the status reads «Статус не подтверждён», or null while it stands: no status yet, a status
 * not confirmed within the limit, or one whose validity has ended.
 */
export function unconfirmedBecause(
  record: ConditionsRecord | null,
  now: Date,
  staleHours: number,
): 'none' | 'stale' | 'expired' | null {
  if (!record) return 'none'
  if (record.validUntil && new Date(record.validUntil).getTime() <= now.getTime()) return 'expired'
  if (isOlder(record.verifiedAt, staleHours * HOUR_MS, now)) return 'stale'
  return null
}

function waterTemperature(record: ConditionsRecord | null, marine: MarineValues | null, now: Date, staleHours: number) {
  const measured = record?.waterTemperature
  const measuredAt = record?.waterTemperatureAt
  if (typeof measured === 'number' && measuredAt && !isOlder(measuredAt, staleHours * HOUR_MS, now)) {
    return { water_temperature: measured, water_temperature_at: measuredAt, water_temperature_source: 'measured' }
  }
  const model = marine?.waterTemperature
  if (model)
    return { water_temperature: model.value, water_temperature_at: model.at, water_temperature_source: 'model' }
  return { water_temperature: null, water_temperature_at: null, water_temperature_source: null }
}

export function toConditions(
  record: ConditionsRecord | null,
  marine: MarineValues | null,
  now: Date,
  staleHours: number,
) {
  const unconfirmed = unconfirmedBecause(record, now, staleHours) !== null
  const lifeguards =
    record?.lifeguards && !isOlder(record.lifeguardsAt, staleHours * HOUR_MS, now) ? record.lifeguards : null
  return {
    bathing: (unconfirmed ? null : toOption(BATHING, record?.bathing)) ?? { ...UNCONFIRMED },
    // A flag is what stands on the shore now: one nobody confirmed is not shown.
    flag: unconfirmed ? null : toOption(FLAGS, record?.flag),
    reasons: toOptions(REASONS, record?.reasons),
    source: toOption(SOURCES, record?.source),
    document: record?.document ?? null,
    note: record?.note ?? null,
    valid_from: record?.validFrom ?? null,
    valid_until: record?.validUntil ?? null,
    verified_at: record?.verifiedAt ?? null,
    lifeguards: lifeguards === null ? null : lifeguards === 'on_duty',
    ...waterTemperature(record, marine, now, staleHours),
    wave_height: marine?.waveHeight?.value ?? null,
    wave_height_at: marine?.waveHeight?.at ?? null,
    wind_speed: marine?.windSpeed?.value ?? null,
    wind_speed_at: marine?.windSpeed?.at ?? null,
    uv_index: marine?.uvIndex?.value ?? null,
    uv_index_at: marine?.uvIndex?.at ?? null,
  }
}

export type BeachConditionsAnswer = ReturnType<typeof toConditions>
