import { bookingTotal, canCancelBefore, holdExpiresAt, holdSeats, isValidQuantity, releaseSeats } from './seats'

describe('seat allocation', () => {
  it.each([
    [10, 1, { ok: true, seatsLeft: 9 }],
    [10, 10, { ok: true, seatsLeft: 0 }],
    [2, 2, { ok: true, seatsLeft: 0 }],
    [1, 2, { ok: false, message: 'Недостаточно свободных мест' }],
    [0, 1, { ok: false, message: 'Недостаточно свободных мест' }],
    [10, 0, { ok: false, message: 'Можно забронировать от 1 до 10 билетов' }],
    [20, 11, { ok: false, message: 'Можно забронировать от 1 до 10 билетов' }],
    [10, 1.5, { ok: false, message: 'Можно забронировать от 1 до 10 билетов' }],
  ])('%i seats left, hold %p → %p', (left, quantity, expected) => {
    expect(holdSeats(left, quantity)).toEqual(expected)
  })

  it('a hold is all or nothing: holding one by one never goes below zero', () => {
    let left = 10
    let granted = 0
    for (let i = 0; i < 50; i += 1) {
      const r = holdSeats(left, 1)
      if (r.ok) {
        left = r.seatsLeft
        granted += 1
      }
    }
    expect({ left, granted }).toEqual({ left: 0, granted: 10 })
  })

  it('releasing gives seats back but never above the total', () => {
    expect(releaseSeats(3, 2, 10)).toBe(5)
    expect(releaseSeats(9, 2, 10)).toBe(10)
  })

  it('quantities are whole numbers from 1 to 10', () => {
    expect([0, 1, 10, 11, '2', 2.5].map(isValidQuantity)).toEqual([false, true, true, false, false, false])
  })

  it('cancellation is allowed until 24 hours before the start', () => {
    const now = new Date('2026-07-01T10:00:00Z')
    expect(canCancelBefore('2026-07-02T10:00:00Z', now)).toBe(true)
    expect(canCancelBefore('2026-07-02T09:59:59Z', now)).toBe(false)
    expect(canCancelBefore('2026-06-30T10:00:00Z', now)).toBe(false)
  })

  it('a hold lasts 15 minutes by default', () => {
    expect(holdExpiresAt(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T10:15:00.000Z')
    expect(holdExpiresAt(new Date('2026-07-01T10:00:00Z'), 5).toISOString()).toBe('2026-07-01T10:05:00.000Z')
  })

  it('the total is the price times the quantity', () => {
    expect(bookingTotal(3500, 2)).toBe(7000)
  })
})
