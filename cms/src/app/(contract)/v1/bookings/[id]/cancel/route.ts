import config from '@payload-config'
import { getPayload } from 'payload'

import { BOOKING_MESSAGES, canCancelBefore } from '@anapa/shared/bookings/seats'
import { ownBookingOr404, toBooking } from '@/bookings/bookings'
import { emailResident } from '@/bookings/notify'
import { paymentProvider } from '@/bookings/payments'
import { cancelBookingOnce, releaseExpiredHolds } from '@/bookings/seats'
import { readJsonObject } from '@/contract/body'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /v1/bookings/{id}/cancel {}: cancels an unpaid or paid booking until 24 hours before the
 * start and returns its seats; a paid one is refunded through the payment provider
 * (docs/decisions/0019-appeals-and-bookings-in-the-cms.md). Cancelling
 * a cancelled booking answers it as it is.
 */
export const POST = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await readJsonObject(request)
  await releaseExpiredHolds(payload)
  const booking = await ownBookingOr404(payload, user, (await params).id)
  if (booking.status === 'cancelled') return ok(toBooking(booking))
  if (booking.status === 'used') throw new ContractError(422, BOOKING_MESSAGES.cancelFinal)
  const session = typeof booking.session === 'object' ? booking.session : null
  if (!session || !canCancelBefore(session.starts_at)) throw new ContractError(422, BOOKING_MESSAGES.cancelTooLate)
  const cancelledNow = await cancelBookingOnce(payload, booking.id, ['awaiting_payment', 'paid'])
  if (cancelledNow && booking.status === 'paid') await paymentProvider().refund(booking)
  if (cancelledNow) emailResident(payload, booking.id, 'cancelled')
  return ok(toBooking(await ownBookingOr404(payload, user, String(booking.id))))
})
