import { createHmac, timingSafeEqual } from 'node:crypto'

import { env, type PaymentProviderName } from '@/env'
import type { Booking } from '@/payload-types'

/**
 * What a payment provider does for bookings (docs/decisions/0019-appeals-and-bookings-in-the-cms.md, "Payments"). A
 * real acquirer (ЮKassa, CloudPayments, a bank's gateway) implements the same three steps:
 *  1. `start`: registers a payment for the booking's total with an idempotency key (the booking number,
 *     so a retried start never charges twice) and answers where to send the payer (`confirmationUrl`);
 *  2. the acquirer calls POST /v1/payments/callback/{provider} from its servers; `verifyCallback`
 *     checks the signature over the raw body with the shop's secret before anything is believed;
 *  3. the callback's outcome is applied once (markPaidOnce's conditional UPDATE), so the acquirer's
 *     retries of the same notification change nothing.
 * The `test` provider has no acquirer: POST /v1/bookings/{id}/pay confirms at once, and its
 * callback is signed with HMAC-SHA256 under TICKET_SECRET so the path is exercised in tests.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  start(booking: Pick<Booking, 'id' | 'number' | 'total'>): { paymentId: string; confirmationUrl: string }
  verifyCallback(rawBody: string, headers: Headers): PaymentNotice | null
  /**
   * Returns a cancelled paid booking's total to the payer, idempotently under the booking number
   * (a retried cancellation never refunds twice). The bank takes up to 10 days to show it, which
   * is what the resident is told (lib/bookings/cancellation.ts).
   */
  refund(booking: Pick<Booking, 'id' | 'number' | 'total' | 'payment_id'>): Promise<void>
}

export type PaymentNotice = { paymentId: string; bookingNumber: string; outcome: 'succeeded' | 'cancelled' }

export const CALLBACK_SIGNATURE_HEADER = 'x-payment-signature'

function testCallbackKey(): string {
  return createHmac('sha256', env.ticketSecret).update('payment-callback:test').digest('hex')
}

/** Signs a test provider's callback body (the tests and a local acquirer stub use it). */
export function signTestCallback(rawBody: string): string {
  return createHmac('sha256', testCallbackKey()).update(rawBody, 'utf8').digest('hex')
}

export const testProvider: PaymentProvider = {
  name: 'test',
  start(booking) {
    return {
      paymentId: `test-${booking.number}`,
      // The site's booking page, where the test provider's "pay" step lives.
      confirmationUrl: `${env.siteUrl.replace(/\/$/, '')}/pokupki/${booking.id}`,
    }
  },
  verifyCallback(rawBody, headers) {
    const given = headers.get(CALLBACK_SIGNATURE_HEADER) ?? ''
    if (!/^[0-9a-f]{64}$/.test(given)) return null
    if (!timingSafeEqual(Buffer.from(signTestCallback(rawBody), 'hex'), Buffer.from(given, 'hex'))) return null
    let body: unknown
    try {
      body = JSON.parse(rawBody)
    } catch {
      return null
    }
    const { payment_id, booking_number, outcome } = (body ?? {}) as Record<string, unknown>
    if (typeof payment_id !== 'string' || typeof booking_number !== 'string') return null
    if (outcome !== 'succeeded' && outcome !== 'cancelled') return null
    return { paymentId: payment_id, bookingNumber: booking_number, outcome }
  },
  // The test provider charged nothing, so there is nothing to return.
  async refund() {},
}

const PROVIDERS: Readonly<Record<PaymentProviderName, PaymentProvider>> = { test: testProvider }

export function paymentProvider(): PaymentProvider {
  return PROVIDERS[env.payment]
}

export function providerByName(name: string): PaymentProvider | null {
  return name === env.payment ? PROVIDERS[env.payment] : null
}
