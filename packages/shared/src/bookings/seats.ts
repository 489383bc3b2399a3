/**
 * The seat-allocation rule, as a pure function so both the tests and the CMS read it the same way. The
 * CMS applies it as ONE conditional UPDATE (`seats_left = seats_left - q WHERE seats_left >= q`), which
 * is what keeps concurrent requests from overselling; this module states what that statement means.
 */

export const BOOKING_MIN_QUANTITY = 1
export const BOOKING_MAX_QUANTITY = 10
/** Minutes an unpaid booking holds its seats (BOOKING_HOLD_MINUTES overrides it in the CMS). */
export const DEFAULT_BOOKING_HOLD_MINUTES = 15
/** A booking can be cancelled until this long before the session starts. */
export const CANCEL_CUTOFF_MS = 24 * 3_600_000

export const BOOKING_MESSAGES = {
  required: 'Это обязательное поле',
  quantity: 'Можно забронировать от 1 до 10 билетов',
  noSeats: 'Недостаточно свободных мест',
  sessionPast: 'Сеанс уже начался',
  cancelTooLate: 'Отменить можно не позже чем за сутки до начала',
  cancelFinal: 'Бронирование нельзя отменить',
  payNotAwaiting: 'Бронирование не ожидает оплаты',
  holdExpired: 'Время на оплату истекло',
  requestId: 'Некорректный идентификатор запроса',
} as const

export type HoldResult = { ok: true; seatsLeft: number } | { ok: false; message: string }

export function isValidQuantity(q: unknown): q is number {
  return typeof q === 'number' && Number.isInteger(q) && q >= BOOKING_MIN_QUANTITY && q <= BOOKING_MAX_QUANTITY
}

/** A hold of `quantity` seats: all or nothing, never below zero. */
export function holdSeats(seatsLeft: number, quantity: number): HoldResult {
  if (!isValidQuantity(quantity)) return { ok: false, message: BOOKING_MESSAGES.quantity }
  if (quantity > seatsLeft) return { ok: false, message: BOOKING_MESSAGES.noSeats }
  return { ok: true, seatsLeft: seatsLeft - quantity }
}

/** Seats given back by a cancellation or an expired hold, never above the session's total. */
export function releaseSeats(seatsLeft: number, quantity: number, seatsTotal: number): number {
  return Math.min(seatsTotal, seatsLeft + quantity)
}

/** Whether the resident may still cancel a session starting at `startsAt`. */
export function canCancelBefore(startsAt: Date | string, now: Date = new Date()): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= CANCEL_CUTOFF_MS
}

/** When an unpaid booking created at `createdAt` stops holding its seats. */
export function holdExpiresAt(createdAt: Date, holdMinutes = DEFAULT_BOOKING_HOLD_MINUTES): Date {
  return new Date(createdAt.getTime() + holdMinutes * 60_000)
}

/** Total in roubles; prices are whole roubles. */
export function bookingTotal(price: number, quantity: number): number {
  return price * quantity
}
