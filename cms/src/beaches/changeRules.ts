import { labelOf } from '@/catalogue/options'
import { BATHING_SET } from './options'

/** What the desk fills in for one change of beach conditions (collections/BeachConditionChanges). */
export type ChangeData = {
  target: string
  beaches?: unknown[] | null
  groups?: unknown[] | null
  bathing: string
  reasons?: string[] | null
  validFrom?: string | null
  validUntil?: string | null
}

export const BEACHES_REQUIRED = 'Выберите хотя бы один пляж'
export const GROUPS_REQUIRED = 'Выберите хотя бы одну группу пляжей'
export const REASON_REQUIRED = 'Укажите причину запрета или ограничения'
export const UNTIL_BEFORE_FROM = 'Окончание действия должно быть позже начала'
export const FROM_IN_FUTURE =
  'Решение вступает в силу при сохранении: начало действия не может быть позже текущего времени'

/** A change may name its start a few minutes ahead of the server's clock (a desk's phone runs fast). */
const CLOCK_SLACK_MS = 5 * 60_000

const isEmpty = (values: unknown[] | null | undefined) => !values || values.length === 0

export const beachesProblem = (data: Partial<ChangeData>) =>
  data.target === 'beaches' && isEmpty(data.beaches) ? BEACHES_REQUIRED : null

export const groupsProblem = (data: Partial<ChangeData>) =>
  data.target === 'groups' && isEmpty(data.groups) ? GROUPS_REQUIRED : null

/** A ban or a warning says why; «разрешено» needs no reason. */
export const reasonsProblem = (data: Partial<ChangeData>) =>
  data.bathing && data.bathing !== 'allowed' && isEmpty(data.reasons) ? REASON_REQUIRED : null

export function validFromProblem(data: Partial<ChangeData>, now: Date) {
  if (!data.validFrom) return null
  return new Date(data.validFrom).getTime() > now.getTime() + CLOCK_SLACK_MS ? FROM_IN_FUTURE : null
}

export function validUntilProblem(data: Partial<ChangeData>, now: Date) {
  if (!data.validUntil) return null
  const from = data.validFrom ? new Date(data.validFrom) : now
  return new Date(data.validUntil).getTime() <= from.getTime() ? UNTIL_BEFORE_FROM : null
}

/** The change as its history list reads it: «Купание запрещено — все пляжи». */
export function changeTitle(data: Partial<ChangeData>): string {
  const bathing = labelOf(BATHING_SET, data.bathing) ?? ''
  const count = (values: unknown[] | null | undefined) => values?.length ?? 0
  const where =
    data.target === 'all'
      ? 'все пляжи'
      : data.target === 'groups'
        ? `групп пляжей: ${count(data.groups)}`
        : `пляжей: ${count(data.beaches)}`
  return `${bathing} — ${where}`.slice(0, 300)
}
