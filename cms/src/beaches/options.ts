import type { Option } from '@/catalogue/options'

/**
 * The value lists of beach conditions (docs/api/openapi.yaml, BeachConditions; docs/decisions/0042-beach-conditions.md).
 * Values travel through the contract and the site's styles; labels are what the desk and visitors read.
 */

/** What the desk may set. `unconfirmed` is never set: it is what a missing, stale or expired status reads. */
export const BATHING_SET = [
  { value: 'allowed', label: 'Купание разрешено' },
  { value: 'not_advised', label: 'Купание не рекомендуется' },
  { value: 'banned', label: 'Купание запрещено' },
] as const satisfies readonly Option[]

export const UNCONFIRMED = { value: 'unconfirmed', label: 'Статус не подтверждён' } as const satisfies Option

export const BATHING = [...BATHING_SET, UNCONFIRMED] as const

export type Bathing = (typeof BATHING)[number]['value']

/** The МЧС beach flags. */
export const FLAGS = [
  { value: 'green', label: 'Зелёный флаг' },
  { value: 'yellow', label: 'Жёлтый флаг: не рекомендуется детям и людям с хроническими заболеваниями' },
  { value: 'red', label: 'Красный флаг: купаться запрещено' },
  { value: 'purple', label: 'Фиолетовый флаг: опасные морские обитатели' },
] as const satisfies readonly Option[]

export const REASONS = [
  { value: 'storm', label: 'Шторм' },
  { value: 'microbiology', label: 'Пробы воды не соответствуют нормам' },
  { value: 'oil_products', label: 'Нефтепродукты в воде или на берегу' },
  { value: 'emergency', label: 'Чрезвычайная ситуация' },
  { value: 'marine_life', label: 'Опасные морские обитатели' },
  { value: 'cold_water', label: 'Холодная вода' },
  { value: 'other', label: 'Другая причина' },
] as const satisfies readonly Option[]

/** Who decided: the organisation behind the status. */
export const SOURCES = [
  { value: 'mchs', label: 'МЧС' },
  { value: 'rospotrebnadzor', label: 'Роспотребнадзор' },
  { value: 'operational_hq', label: 'Оперативный штаб' },
  { value: 'administration', label: 'Администрация' },
] as const satisfies readonly Option[]

export const LIFEGUARDS = [
  { value: 'on_duty', label: 'Спасатели на посту' },
  { value: 'absent', label: 'Спасателей нет' },
] as const satisfies readonly Option[]

/** Which beaches one change of the desk covers. */
export const TARGETS = [
  { value: 'beaches', label: 'Отдельные пляжи' },
  { value: 'groups', label: 'Группы пляжей' },
  { value: 'all', label: 'Все пляжи' },
] as const satisfies readonly Option[]

export type Target = (typeof TARGETS)[number]['value']
