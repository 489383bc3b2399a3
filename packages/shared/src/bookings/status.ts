/**
 * A booking's lifecycle. Seats are held while the booking awaits payment; payment makes it a ticket;
 * the ticket is used at the door. Cancelling (by the resident before the cut-off, or by the hold
 * expiring) returns the seats. Used and cancelled are final.
 */

export const BOOKING_STATUSES = ['awaiting_payment', 'paid', 'used', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  awaiting_payment: 'Ожидает оплаты',
  paid: 'Оплачено',
  used: 'Использовано',
  cancelled: 'Отменено',
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['used', 'cancelled'],
  used: [],
  cancelled: [],
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value)
}

export function canTransitionBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to)
}

/** Statuses whose seats are taken from the session (a cancelled booking gave them back). */
export function holdsSeats(status: BookingStatus): boolean {
  return status === 'awaiting_payment' || status === 'paid' || status === 'used'
}
