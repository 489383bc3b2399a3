import { describe, expect, it } from '@jest/globals'

import { fitsGroup, isEventSessionStart } from '@anapa/shared/bookings/schedule'
import { anapaTimeText } from '@anapa/shared/time/anapaClock'
import { EVENTS } from './data/events'
import { TOURS } from './data/tours'
import { momentAt } from './dates'
import { eventSessionPlan, tourDepartureAt, tourSessionPlan } from './sessions'
import { sunsetAt } from './sunset'

const MOSCOW = { lat: 55.7558, lon: 37.6173 }
const minutesBetween = (a: Date | string, b: Date | string) =>
  Math.abs(new Date(a).getTime() - new Date(b).getTime()) / 60_000
const yacht = TOURS.find((tour) => tour.slug === 'yakhta-vdol-vysokogo-berega')!
// The evening the wrong seeded sessions were seen (seats past the group size, other dates): 27.11.2026, 21:55 in Anapa.
const FOUND = new Date('2026-11-27T21:55:00+03:00')

describe('sunset', () => {
  it.each([
    // Moscow's published times: the solstices and an equinox.
    ['2026-06-21', '2026-06-21T21:18:00+03:00'],
    ['2026-12-21', '2026-12-21T15:58:00+03:00'],
    ['2026-03-20', '2026-03-20T18:40:00+03:00'],
  ])('in Moscow on %s is within 3 minutes of the published time', (day, published) => {
    expect(minutesBetween(sunsetAt(day, MOSCOW), published)).toBeLessThanOrEqual(3)
  })

  it('in Anapa comes later in summer than in winter, in the evening', () => {
    const june = anapaTimeText(sunsetAt('2026-06-21'))
    const november = anapaTimeText(sunsetAt('2026-11-28'))
    expect(june > '20:00' && june < '20:40').toBe(true)
    expect(november > '16:30' && november < '17:10').toBe(true)
  })
})

describe('a tour sets off at the hour it states', () => {
  it('a sunset walk leaves its 90 minutes before sunset, to the quarter hour, never at 10:00', () => {
    for (const day of ['2026-11-28', '2026-06-21', '2026-03-20']) {
      const leaves = tourDepartureAt(yacht, day)
      const back = new Date(new Date(leaves).getTime() + yacht.durationMinutes * 60_000)
      expect(minutesBetween(back, sunsetAt(day))).toBeLessThan(15)
      expect(back.getTime()).toBeLessThanOrEqual(sunsetAt(day).getTime())
      expect(anapaTimeText(new Date(leaves))).toMatch(/^\d\d:(00|15|30|45)$/)
      expect(anapaTimeText(new Date(leaves))).not.toBe('10:00')
    }
    expect(anapaTimeText(new Date(tourDepartureAt(yacht, '2026-11-28')))).toBe('15:15')
  })

  it('a stated hour is kept, and a tour that states none leaves in the morning', () => {
    expect(tourDepartureAt({ departs: '09:00' }, '2026-11-30')).toBe('2026-11-30T06:00:00.000Z')
    expect(tourDepartureAt({}, '2026-11-30')).toBe('2026-11-30T07:00:00.000Z')
  })

  it('every seeded tour’s sessions are ahead, at its hour, with no more seats than its group', () => {
    for (const tour of TOURS) {
      const plan = tourSessionPlan(tour, FOUND)
      expect(plan).toHaveLength(3)
      for (const session of plan) {
        expect(new Date(session.starts_at).getTime()).toBeGreaterThan(FOUND.getTime())
        expect(fitsGroup(session.seats_total, tour.groupSize)).toBe(true)
        if (tour.departs && tour.departs !== 'sunset')
          expect(anapaTimeText(new Date(session.starts_at))).toBe(tour.departs)
      }
    }
    // The defect: «Группа до 10 человек» offered 12 seats.
    expect(tourSessionPlan(yacht, FOUND).map((s) => s.seats_total)).toEqual([10, 10, 10])
  })
})

describe('an event’s seeded sessions are its own dates and times', () => {
  it('the children’s party of 28.11 at 11:00 gets that one session, not 30.11, 04.12 and 11.12', () => {
    const party = EVENTS.find((event) => event.slug === 'detskiy-prazdnik-morskoe-puteshestvie')!
    const dates = { startsAt: momentAt(FOUND, party.starts), endsAt: party.ends ? momentAt(FOUND, party.ends) : null }
    expect(dates.startsAt).toBe('2026-11-28T08:00:00.000Z')
    expect(eventSessionPlan(dates, FOUND).map((s) => s.starts_at)).toEqual(['2026-11-28T08:00:00.000Z'])
  })

  it.each([0, 1, 2, 3, 4, 5, 6])(
    'for a seed run %i days after a Friday, every event session is on schedule and ahead',
    (days) => {
      const now = new Date(FOUND.getTime() + days * 86_400_000)
      for (const event of EVENTS) {
        const dates = { startsAt: momentAt(now, event.starts), endsAt: event.ends ? momentAt(now, event.ends) : null }
        for (const session of eventSessionPlan(dates, now)) {
          expect(isEventSessionStart(dates, session.starts_at)).toBe(true)
          expect(new Date(session.starts_at).getTime()).toBeGreaterThan(now.getTime())
          expect(new Date(session.starts_at).getTime()).toBeLessThanOrEqual(
            new Date(dates.endsAt ?? dates.startsAt).getTime(),
          )
        }
      }
    },
  )
})
