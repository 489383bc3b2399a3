import { anapaMinutes, OPEN_STATE_LABELS, openState } from './openNow'
import type { WorkingHours } from './workingHours'

/** An instant given as Anapa's wall clock (UTC+3), e.g. at('2026-07-15T21:30'). */
const at = (anapaWallClock: string) => new Date(`${anapaWallClock}:00+03:00`)

describe('openState: open or closed now, on Anapa time', () => {
  it.each<[WorkingHours, string, 'open' | 'closed']>([
    // A day range: from its start up to, not including, its end.
    [{ from: '08:00', to: '20:00' }, '2026-07-15T07:59', 'closed'],
    [{ from: '08:00', to: '20:00' }, '2026-07-15T08:00', 'open'],
    [{ from: '08:00', to: '20:00' }, '2026-07-15T13:00', 'open'],
    [{ from: '08:00', to: '20:00' }, '2026-07-15T19:59', 'open'],
    [{ from: '08:00', to: '20:00' }, '2026-07-15T20:00', 'closed'],
    [{ from: '08:00', to: '20:00' }, '2026-07-15T00:30', 'closed'],
    // Seconds from the API and single-digit hours read as the card prints them.
    [{ from: '9:30', to: '18:00:00' }, '2026-07-15T09:29', 'closed'],
    [{ from: '9:30', to: '18:00:00' }, '2026-07-15T09:30', 'open'],
    // Past midnight: 20:00–02:00 is open late in the evening and early in the night, not at noon.
    [{ from: '20:00', to: '02:00' }, '2026-07-15T19:59', 'closed'],
    [{ from: '20:00', to: '02:00' }, '2026-07-15T20:00', 'open'],
    [{ from: '20:00', to: '02:00' }, '2026-07-15T23:59', 'open'],
    [{ from: '20:00', to: '02:00' }, '2026-07-16T00:00', 'open'],
    [{ from: '20:00', to: '02:00' }, '2026-07-16T01:59', 'open'],
    [{ from: '20:00', to: '02:00' }, '2026-07-16T02:00', 'closed'],
    [{ from: '20:00', to: '02:00' }, '2026-07-16T12:00', 'closed'],
    // Until midnight written as 24:00 or 00:00.
    [{ from: '10:00', to: '24:00' }, '2026-07-15T23:59', 'open'],
    [{ from: '10:00', to: '24:00' }, '2026-07-15T00:00', 'closed'],
    [{ from: '10:00', to: '00:00' }, '2026-07-15T23:59', 'open'],
    [{ from: '10:00', to: '00:00' }, '2026-07-15T09:59', 'closed'],
  ])('%j at %s (Anapa) is %s', (hours, wallClock, expected) => {
    expect(openState(hours, at(wallClock))).toBe(expected)
  })

  it.each<[WorkingHours]>([
    [{ allDay: true }],
    [{ allDay: true, from: '08:00', to: '09:00' }],
    [{ from: '00:00', to: '00:00' }],
    [{ from: '08:00', to: '08:00' }],
    [{ from: '00:00', to: '23:59' }],
    [{ from: '00:00', to: '24:00' }],
  ])('24-hour objects (%j, "Круглосуточно") are open at any hour', (hours) => {
    for (const time of ['00:00', '03:15', '08:00', '12:00', '23:59']) {
      expect(openState(hours, at(`2026-01-01T${time}`))).toBe('open')
    }
  })

  it.each<[WorkingHours]>([
    [{}],
    [{ allDay: false }],
    [{ allDay: null, from: null, to: null }],
    [{ from: '08:00' }],
    [{ to: '20:00' }],
    [{ from: '25:00', to: '20:00' }],
    [{ from: '<script>', to: '20:00' }],
  ])('says nothing (null) for missing or malformed hours %j', (hours) => {
    expect(openState(hours, at('2026-07-15T12:00'))).toBeNull()
  })

  it('says nothing for an invalid clock', () => {
    expect(openState({ from: '08:00', to: '20:00' }, new Date(Number.NaN))).toBeNull()
  })

  it('labels the states in Russian', () => {
    expect(OPEN_STATE_LABELS).toEqual({ open: 'Открыто сейчас', closed: 'Закрыто' })
  })
})

describe("openState does not depend on the visitor's time zone", () => {
  /**
   * `now` as a browser in another zone holds it: the same instant, with the local getters a browser
   * there answers (Jest's sandbox cannot switch the process's TZ once it runs, so the zone is put
   * on the Date itself).
   */
  function inZone(instant: Date, utcOffsetMinutes: number): Date {
    const local = new Date(instant.getTime() + utcOffsetMinutes * 60_000)
    const date = new Date(instant.getTime())
    Object.assign(date, {
      getHours: () => local.getUTCHours(),
      getMinutes: () => local.getUTCMinutes(),
      getDate: () => local.getUTCDate(),
      getDay: () => local.getUTCDay(),
      getTimezoneOffset: () => -utcOffsetMinutes,
    })
    return date
  }

  // 17:30 UTC is 20:30 in Anapa, 10:30 in Los Angeles and 03:30 the next day in Vladivostok.
  const instant = new Date('2026-07-15T17:30:00Z')

  it.each([
    ['UTC', 0],
    ['America/Los_Angeles (UTC−7 in July)', -7 * 60],
    ['Europe/Moscow', 3 * 60],
    ['Asia/Vladivostok', 10 * 60],
    ['Pacific/Kiritimati', 14 * 60],
  ])('a browser in %s sees Anapa at 20:30', (_zone, offset) => {
    const now = inZone(instant, offset)
    expect(anapaMinutes(now)).toBe(20 * 60 + 30)
    expect(openState({ from: '08:00', to: '20:00' }, now)).toBe('closed')
    expect(openState({ from: '20:00', to: '02:00' }, now)).toBe('open')
    expect(openState({ from: '09:00', to: '21:00' }, now)).toBe('open')
  })

  it("the zone really is on the fake: local hours differ from Anapa's", () => {
    expect(inZone(instant, -7 * 60).getHours()).toBe(10)
    expect(inZone(instant, 10 * 60).getHours()).toBe(3)
  })

  it('is after midnight in Anapa while still evening in UTC', () => {
    // 22:30 UTC is 01:30 in Anapa: a bar open 20:00–02:00 is still open, a beach is closed.
    const late = inZone(new Date('2026-07-15T22:30:00Z'), 0)
    expect(anapaMinutes(late)).toBe(90)
    expect(openState({ from: '20:00', to: '02:00' }, late)).toBe('open')
    expect(openState({ from: '08:00', to: '20:00' }, late)).toBe('closed')
  })

  it("agrees with the time-zone database's Europe/Moscow around the year", () => {
    const moscow = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Moscow',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    for (let day = 0; day < 366; day += 7) {
      const now = new Date(Date.UTC(2026, 0, 1, 0, 0) + day * 86_400_000 + day * 37 * 60_000)
      const [h, m] = moscow.format(now).split(':').map(Number)
      expect(anapaMinutes(now)).toBe(h! * 60 + m!)
    }
  })
})
