import config from '@payload-config'
import { getPayload } from 'payload'

import { ticketReferenceFor } from '@/bookings/bookings'
import { emailResident } from '@/bookings/notify'
import { providerByName } from '@/bookings/payments'
import { cancelBookingOnce, markPaidOnce } from '@/bookings/seats'
import { MAX_JSON_BODY_BYTES, readCapped, requireJson } from '@/contract/body'
import { ContractError, success } from '@/contract/http'
import { contractRoute } from '@/contract/route'

type Context = { params: Promise<{ provider: string }> }

const UNKNOWN_PROVIDER = 'Платёжная система не найдена'
const BAD_SIGNATURE = 'Подпись уведомления не подтверждена'
const TOO_LARGE = 'Слишком большой запрос'

/**
 * POST /v1/payments/callback/{provider}: the acquirer's server-to-server notice. Nothing in it is
 * believed before the provider verifies its signature over the raw body (401 otherwise). Applying it
 * is idempotent: the conditional UPDATEs change a booking once, so a retried notice answers success
 * and changes nothing. A notice for a booking that is no longer awaiting payment (expired, cancelled)
 * is acknowledged too: the acquirer must stop retrying; the refund is the provider's business.
 */
export const POST = contractRoute(async (request: Request, { params }: Context) => {
  // The contract's order for JSON calls: content type (415), size (413), then the addressee.
  requireJson(request)
  if (Number(request.headers.get('content-length') ?? '0') > MAX_JSON_BODY_BYTES)
    throw new ContractError(413, TOO_LARGE)
  const raw = (await readCapped(request, MAX_JSON_BODY_BYTES)).toString('utf8')
  const provider = providerByName((await params).provider)
  if (!provider) throw new ContractError(404, UNKNOWN_PROVIDER)
  const notice = provider.verifyCallback(raw, request.headers)
  if (!notice) throw new ContractError(401, BAD_SIGNATURE)
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { number: { equals: notice.bookingNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = docs[0]
  if (booking) {
    if (notice.outcome === 'succeeded') {
      const paid = await markPaidOnce(payload, booking.id, {
        provider: provider.name,
        paymentId: notice.paymentId,
        ticketReference: ticketReferenceFor(booking),
      })
      // Only the notice that changed the booking e-mails the resident: the acquirer's retries do not.
      if (paid) emailResident(payload, booking.id, 'paid')
    } else if (await cancelBookingOnce(payload, booking.id, ['awaiting_payment'])) {
      emailResident(payload, booking.id, 'cancelled')
    }
  }
  return success()
})
