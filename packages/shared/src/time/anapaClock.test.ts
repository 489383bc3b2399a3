import fc from 'fast-check'

import { anapaDateTimeText, anapaWallClock } from './anapaClock'

/** The zone database's answer: what the site and the CMS formatted with before the fixed offset. */
const intlDateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

describe('anapaWallClock', () => {
  it('agrees with the zone database for any instant from 1992 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const date = new Date(ms)
        expect(anapaDateTimeText(date)).toBe(intlDateTime.format(date))
      }),
      { numRuns: 2000 },
    )
  })

  it('is UTC+3 since 26 October 2014', () => {
    expect(anapaWallClock(new Date('2026-12-31T21:30:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 30,
    })
  })

  it('keeps the older offsets for archived dates: UTC+4 in the summer of 2012', () => {
    expect(anapaWallClock(new Date('2012-07-01T20:30:00Z'))).toMatchObject({ day: 2, hours: 0, minutes: 30 })
  })

  it('moves from UTC+4 to UTC+3 at 02:00 on 26.10.2014', () => {
    expect(anapaWallClock(new Date('2014-10-25T21:59:00Z'))).toMatchObject({ day: 26, hours: 1, minutes: 59 })
    expect(anapaWallClock(new Date('2014-10-25T22:00:00Z'))).toMatchObject({ day: 26, hours: 1, minutes: 0 })
  })
})
