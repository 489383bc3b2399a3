import config from '@payload-config'
import { getPayload } from 'payload'

import { BOOKING_MESSAGES } from '@anapa/shared/bookings/seats'
import { ownBookingOr404, ticketReferenceFor, toBooking } from '@/bookings/bookings'
import { emailResident } from '@/bookings/notify'
import { paymentProvider } from '@/bookings/payments'
import { markPaidOnce, releaseExpiredHolds } from '@/bookings/seats'
import { readJsonObject } from '@/contract/body'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

const TEST_ONLY = 'Оплата подтверждается платёжной системой'

/**
 * POST /v1/bookings/{id}/pay {}: the test provider's confirmation step (PAYMENT_PROVIDER=test only;
 * a real acquirer confirms through its signed callback). Paying a paid booking answers it as it is;
 * an expired hold is 422.
 */
export const POST = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await readJsonObject(request)
  const provider = paymentProvider()
  if (provider.name !== 'test') throw new ContractError(404, TEST_ONLY)
  await releaseExpiredHolds(payload)
  const booking = await ownBookingOr404(payload, user, (await params).id)
  if (booking.status === 'paid') return ok(toBooking(booking))
  if (booking.status !== 'awaiting_payment') {
    const expired =
      booking.status === 'cancelled' && booking.cancelled_at && booking.hold_expires_at
        ? booking.cancelled_at >= booking.hold_expires_at
        : false
    throw new ContractError(422, expired ? BOOKING_MESSAGES.holdExpired : BOOKING_MESSAGES.payNotAwaiting)
  }
  const { paymentId } = provider.start(booking)
  const paid = await markPaidOnce(payload, booking.id, {
    provider: provider.name,
    paymentId,
    ticketReference: ticketReferenceFor(booking),
  })
  if (paid) emailResident(payload, booking.id, 'paid')
  const now = await ownBookingOr404(payload, user, String(booking.id))
  if (!paid && now.status !== 'paid') throw new ContractError(422, BOOKING_MESSAGES.holdExpired)
  return ok(toBooking(now))
})
