import { formatDateTime } from '@/lib/format/date'
import { formatDecimal, NBSP } from '@/lib/format/number'

/**
 * How a beach's conditions read on the site (docs/decisions/0042-beach-conditions.md): its tone,
 * the water and the weather lines. Bathing and opening hours stay apart: hours say when the beach
 * is open, these say whether one may swim.
 */

export type BathingTone = 'ok' | 'caution' | 'danger' | 'unknown'

const TONES: Record<string, BathingTone> = {
  allowed: 'ok',
  not_advised: 'caution',
  banned: 'danger',
  unconfirmed: 'unknown',
}

export const bathingTone = (value: string): BathingTone => TONES[value] ?? 'unknown'

type Water = {
  waterTemperature?: number | null
  waterTemperatureSource?: string | null
}

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatDecimal(Math.abs(value), 1)}`

/** «Вода +23,5 °C», with «по данным модели» when no one measured it; empty without a value. */
export function waterText({ waterTemperature, waterTemperatureSource }: Water): string {
  if (typeof waterTemperature !== 'number') return ''
  const model = waterTemperatureSource === 'model' ? ` (по${NBSP}данным модели)` : ''
  return `Вода ${signed(waterTemperature)}${NBSP}°C${model}`
}

/** A model value with its unit and the hour it is forecast for: «0,6 м, прогноз на 12.07.2026, 12:00». */
export function forecastText(value: number | null | undefined, unit: string, at: string | null | undefined): string {
  if (typeof value !== 'number') return ''
  const when = at ? `, прогноз на ${formatDateTime(at)}` : ''
  return `${formatDecimal(value, 1)}${unit ? `${NBSP}${unit}` : ''}${when}`
}

/** «обновлено 12.07.2026, 09:00», or empty when the desk has never said anything. */
export const updatedText = (verifiedAt: string | null | undefined) =>
  verifiedAt ? `обновлено ${formatDateTime(verifiedAt)}` : ''

/** «Пляжи сегодня: купание разрешено на 12 из 26»; null while there are no beaches. */
export const bathingSummary = ({ bathingAllowed, total }: { bathingAllowed: number; total: number }) =>
  total > 0 ? `Пляжи сегодня: купание разрешено на ${bathingAllowed} из ${total}` : null
