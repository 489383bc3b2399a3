import {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  canTransitionBooking,
  holdsSeats,
  isBookingStatus,
  type BookingStatus,
} from './status'

describe('booking status machine', () => {
  it('labels every status in Russian', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      awaiting_payment: 'Ожидает оплаты',
      paid: 'Оплачено',
      used: 'Использовано',
      cancelled: 'Отменено',
    })
  })

  const allowed: Array<[BookingStatus, BookingStatus]> = [
    ['awaiting_payment', 'paid'],
    ['awaiting_payment', 'cancelled'],
    ['paid', 'used'],
    ['paid', 'cancelled'],
  ]

  it.each(BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      expect(canTransitionBooking(from, to)).toBe(allowed.some(([f, t]) => f === from && t === to))
    },
  )

  it('only a cancelled booking gives its seats back', () => {
    expect(BOOKING_STATUSES.filter((s) => !holdsSeats(s))).toEqual(['cancelled'])
  })

  it('recognises statuses', () => {
    expect(isBookingStatus('paid')).toBe(true)
    expect(isBookingStatus('refunded')).toBe(false)
  })
})
