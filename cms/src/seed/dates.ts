import type { SeedMoment } from './catalogueTypes'

/**
 * Dated demo content is placed relative to the day the seed runs, in Anapa's time: Moscow time,
 * UTC+3 all year without DST, so the arithmetic is on a fixed offset whatever the server's zone.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar day in Anapa `days` days after the one `now` falls on, as 'YYYY-MM-DD'. */
export function anapaDay(now: Date, days: number): string {
  return new Date(now.getTime() + OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Days from today to the Saturday of the coming weekend: 0 on a Saturday and -1 on a Sunday, as
 * the afisha's weekend filter still shows the current weekend while it lasts.
 */
export function daysToSaturday(now: Date): number {
  const weekday = new Date(now.getTime() + OFFSET_MS).getUTCDay() // 0 = Sunday
  return weekday === 0 ? -1 : 6 - weekday
}

const dayOffset = (now: Date, day: SeedMoment['day']): number => {
  if (day === 'saturday') return daysToSaturday(now)
  if (day === 'sunday') return daysToSaturday(now) + 1
  return day
}

/** The instant of a seed moment, as the ISO string Payload stores. */
export function momentAt(now: Date, moment: SeedMoment): string {
  return new Date(`${anapaDay(now, dayOffset(now, moment.day))}T${moment.time}:00+03:00`).toISOString()
}
