import config from '@payload-config'
import { getPayload } from 'payload'

import { ownBookingOr404, toBooking } from '@/bookings/bookings'
import { releaseExpiredHolds } from '@/bookings/seats'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

/** GET /v1/bookings/{id}: the resident's booking, with its signed ticket once paid; foreign ids are 404. */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await releaseExpiredHolds(payload)
  return ok(toBooking(await ownBookingOr404(payload, user, (await params).id)))
})
