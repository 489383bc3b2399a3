import { formatPrice } from '@/lib/format/price'

/** The payment provider's refund reaches the card within this many days (the bank's term). */
export const REFUND_DAYS = 10

type Cancellable = { status: string; total: number }

/**
 * What happens to the money when a booking is cancelled: said in the confirmation before, and in
 * the notice after. An unpaid booking took nothing; a paid one is refunded through the payment
 * provider (cms/src/bookings/payments.ts), which the bank shows within REFUND_DAYS days.
 */
export function moneyOnCancel({ status, total }: Cancellable): string {
  if (status !== 'paid' || total <= 0) return 'Оплата не списывалась, возвращать нечего.'
  return `${formatPrice(total)} ${REFUND_PROMISE}`
}

/** Where and when a refund reaches the resident; the cancel and account-deletion texts share it. */
export const REFUND_PROMISE = `вернутся на карту, с которой вы платили, в течение ${REFUND_DAYS} дней.`

/** The notice after a cancellation: the seats are back on sale, and the money as moneyOnCancel says. */
export function cancelledNotice(before: Cancellable): string {
  return `Бронирование отменено, места вернулись в продажу. ${moneyOnCancel(before)}`
}
