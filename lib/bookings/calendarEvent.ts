/**
 * A booked session as a calendar event: the one place that decides what «Добавить в календарь» puts in
 * a calendar (the .ics file of lib/bookings/ics.ts and the links of lib/bookings/calendarLinks.ts).
 */

/**
 * How long a session lasts when its item does not say. The CMS gives a session's end from the tour's
 * stated duration or a one-day event's end time (`session.ends_at`, cms/src/bookings/bookings.ts
 * sessionEndOf); an event without an end, or one running over several days, has none. Two hours is
 * then our guess, the length of a typical excursion or concert
 * (docs/decisions/0054-calendars-yandex-and-health.md).
 */
export const CALENDAR_DEFAULT_DURATION_MS = 2 * 3_600_000

export type CalendarEvent = {
  /** Stable across downloads, so importing the file twice updates one event (RFC 5545 UID). */
  uid: string
  title: string
  start: Date
  end: Date
  /** The venue or meeting point with its street address, as the CMS writes it. */
  location: string | null
  geo: { lat: number; lon: number } | null
  description: string | null
  /**
   * DTSTAMP: when the booking was made. A fixed instant, not the moment of drawing, so the file is
   * the same on every download and the server's HTML matches the browser's on hydration.
   */
  stamp: Date
}

export type BookingForCalendar = {
  number: string
  quantity: number
  createdAt: string
  session: { startsAt: string; endsAt?: string | null }
  item: {
    title: string
    venueOrMeetingPoint?: string | null
    location?: { lat: number; lon: number } | null
  }
}

/** The event of a booking, or null when its start is not a date (nothing sensible to add). */
export function calendarEventOf(booking: BookingForCalendar): CalendarEvent | null {
  const start = new Date(booking.session.startsAt)
  if (Number.isNaN(start.getTime())) return null
  const stated = booking.session.endsAt ? new Date(booking.session.endsAt) : null
  const end =
    stated && stated.getTime() > start.getTime() ? stated : new Date(start.getTime() + CALENDAR_DEFAULT_DURATION_MS)
  const { lat, lon } = booking.item.location ?? {}
  const created = new Date(booking.createdAt)
  return {
    uid: `${booking.number}@anapa`,
    title: booking.item.title,
    start,
    end,
    location: booking.item.venueOrMeetingPoint || null,
    geo: Number.isFinite(lat) && Number.isFinite(lon) ? { lat: lat!, lon: lon! } : null,
    description: `Бронирование ${booking.number}, билетов: ${booking.quantity}`,
    stamp: Number.isNaN(created.getTime()) ? start : created,
  }
}
