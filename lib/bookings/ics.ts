/**
 * «Добавить в календарь»: one VEVENT (RFC 5545) for a booked session, as a data: URL the browser
 * downloads as an .ics file. It ends when the session does (`endsAt`: a tour's duration, a one-day
 * event's length); only when the item does not say is two hours the calendar's guess.
 */
export const ICS_DEFAULT_DURATION_MS = 2 * 3_600_000

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

// RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values.
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

export function bookingIcs({
  uid,
  title,
  startsAt,
  endsAt = null,
  location,
  description,
  now = new Date(),
}: {
  uid: string
  title: string
  startsAt: string
  endsAt?: string | null
  location?: string | null
  description?: string | null
  now?: Date
}): string {
  const start = new Date(startsAt)
  const end = endsAt ? new Date(endsAt) : new Date(start.getTime() + ICS_DEFAULT_DURATION_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Anapa resort portal//Bookings//RU',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${text(uid)}@anapa`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(title)}`,
    ...(location ? [`LOCATION:${text(location)}`] : []),
    ...(description ? [`DESCRIPTION:${text(description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
