import { describe, expect, it } from '@jest/globals'

import { anapaDay, daysToSaturday, momentAt } from './dates'

describe('seed dates (Anapa, UTC+3)', () => {
  it('counts calendar days in Anapa, not in UTC', () => {
    // 22:30 UTC on the 10th is already 01:30 on the 11th in Anapa.
    const lateUtc = new Date('2026-03-10T22:30:00Z')
    expect(anapaDay(lateUtc, 0)).toBe('2026-03-11')
    expect(anapaDay(lateUtc, -1)).toBe('2026-03-10')
    expect(anapaDay(lateUtc, 21)).toBe('2026-04-01')
  })

  it('finds the Saturday of the coming weekend, or of the current one while it lasts', () => {
    // 2026-03-09 is a Monday.
    const expected = [5, 4, 3, 2, 1, 0, -1]
    for (const [i, days] of expected.entries()) {
      expect(daysToSaturday(new Date(`2026-03-${String(9 + i).padStart(2, '0')}T12:00:00+03:00`))).toBe(days)
    }
  })

  it('turns a relative moment into the instant at that Moscow time', () => {
    const wednesday = new Date('2026-03-11T09:00:00Z')
    expect(momentAt(wednesday, { day: 0, time: '19:30' })).toBe('2026-03-11T16:30:00.000Z')
    expect(momentAt(wednesday, { day: -20, time: '09:00' })).toBe('2026-02-19T06:00:00.000Z')
    expect(momentAt(wednesday, { day: 'saturday', time: '12:00' })).toBe('2026-03-14T09:00:00.000Z')
    expect(momentAt(wednesday, { day: 'sunday', time: '08:00' })).toBe('2026-03-15T05:00:00.000Z')
  })
})
