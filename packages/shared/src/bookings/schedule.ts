/**
 * Which sessions an event or a tour may offer: the rules the CMS applies when an editor saves a
 * session, when it lists an item's sessions and when a resident books one, stated once as pure
 * functions.
 *
 * - An event's sessions are its own dates and times: the event's start time on each day it runs,
 *   from its first day up to its end (one session, at the start, when it has no end). The afisha
 *   shows an event as «Даты … – …» and «Начало HH:MM», and a session can say nothing else.
 * - A tour's sessions have no more seats than the group the tour states («Группа до 10 человек»).
 * - A session that has started, or whose event has finished, is neither offered nor booked.
 *
 * Anapa keeps UTC+3 all year, so "the same time on the next day" is exactly 24 hours later.
 */
import { anapaDateText, anapaTimeText } from '../time/anapaClock'
import { BOOKING_MESSAGES } from './seats'

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60

export const SCHEDULE_MESSAGES = {
  eventEnded: 'Событие уже закончилось',
  offSchedule: 'Сеанс не совпадает с расписанием события',
  sessionPast: BOOKING_MESSAGES.sessionPast,
} as const

/** What the rules need of an event: its start and its optional end. */
export type EventDates = { startsAt: string | Date; endsAt?: string | Date | null }

/** An instant as whole minutes: the admin's picker and the seed both save sessions to the minute. */
const minuteOf = (at: string | Date) => Math.floor(new Date(at).getTime() / MINUTE_MS)

/**
 * The minute of the event's last session: its start time on the last day that begins before its
 * end (the first day itself when it has no end, or ends within a day of starting).
 */
function lastSessionMinute(event: EventDates): number {
  const first = minuteOf(event.startsAt)
  const end = event.endsAt ? minuteOf(event.endsAt) : first
  const days = end > first ? Math.ceil((end - first) / DAY_MINUTES) - 1 : 0
  return first + days * DAY_MINUTES
}

/**
 * Whether a session starting at `startsAt` is one of the event's own: the event's start, or the same
 * time on a later day that begins before the event ends.
 */
export function isEventSessionStart(event: EventDates, startsAt: string | Date): boolean {
  const first = minuteOf(event.startsAt)
  const at = minuteOf(startsAt)
  if (Number.isNaN(first) || Number.isNaN(at)) return false
  const offset = at - first
  return offset >= 0 && offset % DAY_MINUTES === 0 && at <= lastSessionMinute(event)
}

/** The event's session starts after `after`, soonest first, at most `limit` of them. */
export function eventSessionStarts(event: EventDates, after: Date, limit: number): string[] {
  const first = minuteOf(event.startsAt)
  if (Number.isNaN(first)) return []
  const last = lastSessionMinute(event)
  // The first day whose start is after `after`, found without walking a long exhibition day by day.
  const skip = Math.max(0, Math.floor((Math.floor(after.getTime() / MINUTE_MS) - first) / DAY_MINUTES))
  const starts: string[] = []
  for (let at = first + skip * DAY_MINUTES; at <= last && starts.length < limit; at += DAY_MINUTES) {
    if (at * MINUTE_MS > after.getTime()) starts.push(new Date(at * MINUTE_MS).toISOString())
  }
  return starts
}

/** The event's schedule in the editor's words: '28.11.2026 в 11:00' or 'с 28.11.2026 по 29.11.2026 в 12:00'. */
export function eventScheduleText(event: EventDates): string {
  const start = new Date(minuteOf(event.startsAt) * MINUTE_MS)
  const last = new Date(lastSessionMinute(event) * MINUTE_MS)
  const time = anapaTimeText(start)
  return last > start
    ? `с ${anapaDateText(start)} по ${anapaDateText(last)} в ${time}`
    : `${anapaDateText(start)} в ${time}`
}

/** The editor's message for a session off the event's schedule. */
export const eventScheduleMessage = (event: EventDates) =>
  `Сеанс должен совпадать с датой и временем события: ${eventScheduleText(event)}`

/** The editor's message for a session with more seats than the tour's group. */
export const groupSizeMessage = (groupSize: number) => `Мест в сеансе не больше, чем человек в группе (${groupSize})`

/** A tour's stated group size, when it states a usable one. */
export function groupCap(groupSize: number | null | undefined): number | null {
  return typeof groupSize === 'number' && Number.isInteger(groupSize) && groupSize >= 1 ? groupSize : null
}

/** Whether a session of `seatsTotal` seats fits the tour's group (any size does when none is stated). */
export function fitsGroup(seatsTotal: number, groupSize: number | null | undefined): boolean {
  const cap = groupCap(groupSize)
  return cap === null || seatsTotal <= cap
}

/**
 * The seats a session offers under its tour's group size. A session saved before the group shrank
 * keeps its row, but never offers more than the group: the group's size less the seats already
 * sold (12 seats with 4 sold, under a group of 10, offer 6 of 10).
 */
export function offeredSeats(
  session: { seats_total: number; seats_left: number },
  groupSize: number | null | undefined,
): { seats_total: number; seats_left: number } {
  const left = Math.max(0, session.seats_left)
  const cap = groupCap(groupSize)
  if (cap === null || session.seats_total <= cap) return { seats_total: session.seats_total, seats_left: left }
  const sold = Math.max(0, session.seats_total - left)
  return { seats_total: cap, seats_left: Math.max(0, cap - sold) }
}

/**
 * Why a session cannot be booked (or offered) at `now`, or null when it can. `event` is the
 * session's event with its derived `finishesAt` (the end, or the end of its first day); a tour's
 * session passes none.
 */
export function whyNotBookable(
  startsAt: string | Date,
  now: Date,
  event?: EventDates & { finishesAt?: string | Date | null },
): string | null {
  if (event) {
    const finishes = event.finishesAt ?? event.endsAt ?? event.startsAt
    if (new Date(finishes).getTime() <= now.getTime()) return SCHEDULE_MESSAGES.eventEnded
  }
  if (!(new Date(startsAt).getTime() > now.getTime())) return SCHEDULE_MESSAGES.sessionPast
  if (event && !isEventSessionStart(event, startsAt)) return SCHEDULE_MESSAGES.offSchedule
  return null
}
