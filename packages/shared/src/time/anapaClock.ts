/**
 * Anapa keeps Moscow time, UTC+3 all year since Russia dropped daylight saving on 26 October 2014.
 * A fixed offset rather than Intl's Europe/Moscow: the answer must not depend on the visitor's zone
 * or on how complete the browser's time-zone data is, and building an Intl.DateTimeFormat with a
 * time zone costs a phone about 15 ms of blocking main-thread time on a page's first load.
 * The site's dates and the CMS's map subtitles both read this clock, so they never disagree.
 */
export const ANAPA_UTC_OFFSET_MINUTES = 3 * 60

/** 02:00 MSK on 26.10.2014, when Moscow time last moved (from UTC+4 to UTC+3). */
const FIXED_OFFSET_SINCE = Date.UTC(2014, 9, 25, 22, 0, 0)

export type WallClock = { year: number; month: number; day: number; hours: number; minutes: number }

let historicFormat: Intl.DateTimeFormat | undefined

/** Older instants (an archived article) take the zone's history from Intl, built only when needed. */
function historicWallClock(date: Date): WallClock {
  historicFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
  const parts = historicFormat.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hours: part('hour'), minutes: part('minute') }
}

/** The date and time an instant shows on Anapa's clocks (month 1–12). */
export function anapaWallClock(date: Date): WallClock {
  if (date.getTime() < FIXED_OFFSET_SINCE) return historicWallClock(date)
  const shifted = new Date(date.getTime() + ANAPA_UTC_OFFSET_MINUTES * 60_000)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** dd.mm.yyyy on Anapa's clock (docs/spec.md#9-business-constants-and-limits). */
export function anapaDateText(date: Date): string {
  const { year, month, day } = anapaWallClock(date)
  return `${pad2(day)}.${pad2(month)}.${year}`
}

/** HH:MM on Anapa's clock, midnight as 00:00. */
export function anapaTimeText(date: Date): string {
  const { hours, minutes } = anapaWallClock(date)
  return `${pad2(hours)}:${pad2(minutes)}`
}

/** An event's start as the afisha and the map both write it: 'dd.mm.yyyy, HH:MM' on Anapa's clock. */
export function anapaDateTimeText(date: Date): string {
  return `${anapaDateText(date)}, ${anapaTimeText(date)}`
}
