/**
 * «Добавить в Яндекс Календарь» and «в Google Календарь»: links that open the calendar's own
 * new-event form filled in with a booked session. Neither calendar publishes a stable address for
 * this in a document we keep; the formats below are the ones the calendars' own new-event pages
 * read, chosen as follows (docs/decisions/0054-calendars-yandex-and-health.md).
 *
 * - Google: `calendar/render?action=TEMPLATE` with `dates=<start>/<end>` in UTC basic format
 *   (`20260801T070000Z`), which names the instant whatever the visitor's zone, and `ctz` so the form
 *   shows Anapa's time.
 * - Yandex: `calendar.yandex.ru/event` with `startTs`/`endTs` as ISO 8601 with Anapa's offset
 *   (`2026-08-01T10:00:00+03:00`): a reader that honours the offset gets the exact instant, and one
 *   that drops it still gets the wall clock of the place where the session happens.
 *
 * Both take the same event as the .ics file (lib/bookings/calendarEvent.ts), so the three never differ.
 */
import { ANAPA_UTC_OFFSET_MINUTES, anapaWallClock } from '@anapa/shared/time/anapaClock'

import type { CalendarEvent } from './calendarEvent'

const pad2 = (n: number) => String(n).padStart(2, '0')

/** 20260801T070000Z */
const utcBasic = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** 2026-08-01T10:00:00+03:00: Anapa's wall clock with its offset (seconds are never booked). */
function anapaIso(date: Date): string {
  const { year, month, day, hours, minutes } = anapaWallClock(date)
  const offset = `+${pad2(ANAPA_UTC_OFFSET_MINUTES / 60)}:00`
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:00${offset}`
}

/** URLSearchParams encodes spaces as `+`, which both calendars read as a space. */
const withParams = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`

export function googleCalendarUrl(event: CalendarEvent): string {
  return withParams('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcBasic(event.start)}/${utcBasic(event.end)}`,
    ctz: 'Europe/Moscow',
    details: event.description ?? '',
    location: event.location ?? '',
  })
}

export function yandexCalendarUrl(event: CalendarEvent): string {
  return withParams('https://calendar.yandex.ru/event', {
    name: event.title,
    startTs: anapaIso(event.start),
    endTs: anapaIso(event.end),
    description: event.description ?? '',
    location: event.location ?? '',
  })
}
