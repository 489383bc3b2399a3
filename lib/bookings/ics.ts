/**
 * «Скачать .ics»: one VEVENT (RFC 5545) for a booked session, written by ical-generator (it escapes
 * text and folds lines at 75 octets, which a hand-written file did not), as a data: URL the browser
 * downloads.
 *
 * Times are written in UTC (`DTSTART:20260801T070000Z`, RFC 5545 §3.3.5 form 2), not with
 * `TZID=Europe/Moscow`: given a TZID, ical-generator writes a Date's wall clock in the zone of the
 * device running it, which is wrong on any phone or server outside Moscow time, and a TZID needs a
 * VTIMEZONE block besides. UTC names the instant exactly; every calendar shows it on its owner's
 * clock, and the site's pages show Anapa's (packages/shared/src/time/anapaClock.ts).
 */
import { ICalCalendar, type ICalLocation } from 'ical-generator'

import type { CalendarEvent } from './calendarEvent'

/** LOCATION with the place's text, GEO with its coordinates, each when known. */
function locationOf({ location, geo }: CalendarEvent): ICalLocation | null {
  if (location) return geo ? { title: location, geo } : { title: location }
  return geo ? { geo } : null
}

export function bookingIcs(event: CalendarEvent): string {
  const calendar = new ICalCalendar({ prodId: '//Anapa resort portal//Bookings//RU' /* written as PRODID:-//… */ })
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.title,
    description: event.description,
    location: locationOf(event),
  })
  // RFC 5545 §3.1 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
