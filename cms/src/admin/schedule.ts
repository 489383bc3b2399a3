import { ANAPA_UTC_OFFSET_MINUTES, anapaWallClock } from '@anapa/shared/time/anapaClock'

/**
 * The rules of the schedule drawer (components/ScheduleDrawer.tsx). Client-safe and pure.
 */

export type ScheduleType = 'publish' | 'unpublish'

/**
 * What the drawer offers first. Payload's own drawer picks «Снять с публикации» whenever no draft is
 * newer than the published version, a never-published draft included (it counts newer drafts only
 * against a published one): an editor scheduling a new article's release found the opposite chosen.
 * Unpublishing is the likely wish only for a live document without unpublished changes.
 */
export function scheduleDefaultType({
  hasPublishedDoc,
  unpublishedVersionCount,
}: {
  hasPublishedDoc: boolean
  unpublishedVersionCount: number
}): ScheduleType {
  return hasPublishedDoc && unpublishedVersionCount <= 0 ? 'unpublish' : 'publish'
}

/**
 * The date picker works on the browser's clock; editors schedule on Anapa's (UTC+3, whatever their
 * laptop says). A picked date's hours and minutes are Anapa's: this is the moment they name.
 */
export function anapaInstantFromPicker(picked: Date): Date {
  const wall = Date.UTC(
    picked.getFullYear(),
    picked.getMonth(),
    picked.getDate(),
    picked.getHours(),
    picked.getMinutes(),
  )
  return new Date(wall - ANAPA_UTC_OFFSET_MINUTES * 60_000)
}

/** The reverse: the picker's date showing a moment as Anapa's clocks show it. */
export function pickerDateForAnapa(instant: Date): Date {
  const { year, month, day, hours, minutes } = anapaWallClock(instant)
  return new Date(year, month - 1, day, hours, minutes)
}

export const SCHEDULE_MESSAGES = {
  noDate: 'Укажите дату и время',
  past: 'Это время уже прошло: укажите время в будущем',
  failed: 'Не удалось запланировать. Попробуйте ещё раз',
  cancelFailed: 'Не удалось отменить. Попробуйте ещё раз',
} as const

/** Why a moment cannot be scheduled, or null. A job due in the past would run at once. */
export function scheduleProblem(instant: Date | null | undefined, now: Date): string | null {
  if (!instant || Number.isNaN(instant.getTime())) return SCHEDULE_MESSAGES.noDate
  return instant.getTime() <= now.getTime() ? SCHEDULE_MESSAGES.past : null
}
