import { eventSessionStarts, groupCap, type EventDates } from '@anapa/shared/bookings/schedule'
import { anapaDay } from './dates'
import { sunsetAt } from './sunset'

/**
 * Where the seed's bookable sessions fall, relative to the day it runs, by the same rules editors
 * are held to (@anapa/shared/bookings/schedule): an event's sessions are its own dates and times,
 * a tour's are at the hour it states and have no more seats than its group.
 */

/** A tour whose text names no hour sets off in the morning. */
export const DEFAULT_DEPARTURE = '10:00'
/** Days from the seed's day on which each seeded tour runs. */
export const TOUR_SESSION_DAYS = [3, 7, 14] as const
/** Seats of a tour session when the tour states no group, and of an event session. */
export const DEFAULT_TOUR_SEATS = 12
export const EVENT_SEATS = 20
/** Sessions per event at most (a two-month exhibition would have sixty). */
export const EVENT_SESSIONS = 3

const QUARTER_MS = 15 * 60_000

/**
 * When a tour sets off on `day` ('YYYY-MM-DD' in Anapa): its stated 'HH:MM'; for a sunset walk, its
 * duration before sunset, to the quarter hour before (so it is back as the sun sets).
 */
export function tourDepartureAt(
  tour: { departs?: string | null; durationMinutes?: number | null },
  day: string,
): string {
  if (tour.departs === 'sunset') {
    const leaves = sunsetAt(day).getTime() - (tour.durationMinutes ?? 0) * 60_000
    // Anapa's offset is whole hours, so a UTC quarter hour is an Anapa one.
    return new Date(Math.floor(leaves / QUARTER_MS) * QUARTER_MS).toISOString()
  }
  return new Date(`${day}T${tour.departs ?? DEFAULT_DEPARTURE}:00+03:00`).toISOString()
}

/** A seeded tour's sessions: at its hour on each of TOUR_SESSION_DAYS, as many seats as its group. */
export function tourSessionPlan(
  tour: { departs?: string | null; durationMinutes?: number | null; groupSize?: number | null },
  now: Date,
): { starts_at: string; seats_total: number }[] {
  const seats = groupCap(tour.groupSize) ?? DEFAULT_TOUR_SEATS
  return TOUR_SESSION_DAYS.map((days) => ({
    starts_at: tourDepartureAt(tour, anapaDay(now, days)),
    seats_total: seats,
  }))
}

/** A seeded event's sessions: its own starts still ahead, EVENT_SESSIONS at most. */
export function eventSessionPlan(event: EventDates, now: Date): { starts_at: string; seats_total: number }[] {
  return eventSessionStarts(event, now, EVENT_SESSIONS).map((starts_at) => ({ starts_at, seats_total: EVENT_SEATS }))
}
