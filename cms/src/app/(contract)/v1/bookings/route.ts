import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import { BOOKING_MESSAGES, bookingTotal, holdExpiresAt, isValidQuantity } from '@anapa/shared/bookings/seats'
import { BOOKING_POPULATE, newBookingNumber, ownBookingOr404, SESSION_NOT_FOUND, toBooking } from '@/bookings/bookings'
import { paymentProvider } from '@/bookings/payments'
import { bookableSession } from '@/bookings/schedule'
import { releaseExpiredHolds, returnSeats, takeSeats } from '@/bookings/seats'
import { readJsonObject } from '@/contract/body'
import { CHECK_FIELDS } from '@/contract/fields'
import { parseRecordId } from '@/contract/ids'
import { ContractError, ok, type FieldErrors } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { intParam, MAX_PAGE, oneOf } from '@/contract/query'
import { env } from '@/env'
import type { Booking } from '@/payload-types'
import { residentFromRequest, type ResidentUser } from '@/residents/resident'

const PER_PAGE = 10
const NUMBER_ATTEMPTS = 5
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * What each scope of the list holds: a booking is under one of them only. A cancelled booking is
 * neither ahead of the resident nor behind them, so it has a list of its own.
 */
function scopeFilter(scope: BookingScope, now: string): Where {
  if (scope === 'cancelled') return { status: { equals: 'cancelled' } }
  const time = scope === 'upcoming' ? { starts_at: { greater_than: now } } : { starts_at: { less_than_equal: now } }
  return { and: [time, { status: { not_equals: 'cancelled' } }] }
}

const SCOPES = ['upcoming', 'past', 'cancelled'] as const
type BookingScope = (typeof SCOPES)[number]
const KINDS = ['any', 'event', 'tour'] as const

/** Bookings of events' sessions or of tours' (the route table's purchase views), or both. */
function kindFilter(kind: (typeof KINDS)[number]): Where[] {
  return kind === 'any' ? [] : [{ [`session.${kind}`]: { exists: true } }]
}

/**
 * GET /v1/bookings?scope=upcoming|past|cancelled&kind=event|tour&page=: the resident's bookings. Upcoming: sessions
 * not yet started, soonest first; past: started ones, latest first; cancelled: latest session
 * first. 10 per page.
 */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const params = new URL(request.url).searchParams
  const scope = oneOf(params, 'scope', SCOPES, 'upcoming')
  const kind = oneOf(params, 'kind', KINDS, 'any')
  const page = intParam(params, 'page', 1, MAX_PAGE)
  await releaseExpiredHolds(payload)
  const now = new Date().toISOString()
  const { docs, totalDocs } = await payload.find({
    collection: 'bookings',
    where: { and: [scopeFilter(scope, now), ...kindFilter(kind)] },
    sort: scope === 'upcoming' ? 'starts_at' : '-starts_at',
    page,
    limit: PER_PAGE,
    depth: 2,
    populate: BOOKING_POPULATE,
    // The owner is the caller: reading their customer document for every booking is waste.
    select: { owner: false },
    user,
    overrideAccess: false,
  })
  return ok(docs.map(toBooking), { count: totalDocs, page, per_page: PER_PAGE })
})

function sessionIdOf(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : value
  return typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? parseRecordId(raw) : null
}

async function byRequestId(payload: Payload, user: ResidentUser, requestId: string): Promise<Booking | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { request_id: { equals: requestId } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ? ownBookingOr404(payload, user, String(docs[0].id)) : null
}

/**
 * POST /v1/bookings {session_id, quantity, request_id}: holds the seats (one conditional UPDATE: never
 * oversold) and creates a booking awaiting payment for BOOKING_HOLD_MINUTES. `request_id` makes it
 * idempotent per resident: a repeat answers the first booking and holds nothing more.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const sessionId = sessionIdOf(body.session_id)
  const fields: FieldErrors = {}
  if (body.session_id === undefined || body.session_id === null || body.session_id === '')
    fields.session_id = BOOKING_MESSAGES.required
  if (body.quantity === undefined || body.quantity === null || body.quantity === '')
    fields.quantity = BOOKING_MESSAGES.required
  else if (!isValidQuantity(body.quantity)) fields.quantity = BOOKING_MESSAGES.quantity
  if (typeof body.request_id !== 'string' || body.request_id === '') fields.request_id = BOOKING_MESSAGES.required
  else if (!UUID.test(body.request_id)) fields.request_id = BOOKING_MESSAGES.requestId
  if (Object.keys(fields).length > 0) throw new ContractError(422, CHECK_FIELDS, { fields })
  const quantity = body.quantity as number
  const requestId = body.request_id as string

  await releaseExpiredHolds(payload)
  const repeated = await byRequestId(payload, user, requestId)
  if (repeated) return ok(toBooking(repeated))

  const session =
    sessionId === null
      ? null
      : await payload.findByID({ collection: 'booking-sessions', id: sessionId, depth: 0, disableErrors: true })
  if (!session) throw new ContractError(404, SESSION_NOT_FOUND)
  const now = new Date()
  // Started, off its event's dates and times, or of a finished event: 422 with the reason.
  const { groupSize } = await bookableSession(payload, session, now)

  if ((await takeSeats(payload, session.id, quantity, now, groupSize)) === null)
    throw new ContractError(422, BOOKING_MESSAGES.noSeats)
  let created: Booking | null = null
  try {
    for (let attempt = 1; created === null; attempt += 1) {
      const number = newBookingNumber(now)
      const taken = await payload.count({ collection: 'bookings', where: { number: { equals: number } } })
      if (taken.totalDocs > 0 && attempt < NUMBER_ATTEMPTS) continue
      created = await payload.create({
        collection: 'bookings',
        data: {
          number,
          owner: user.id,
          session: session.id,
          starts_at: session.starts_at,
          quantity,
          total: bookingTotal(session.price, quantity),
          status: 'awaiting_payment',
          hold_expires_at: holdExpiresAt(now, env.bookingHoldMinutes).toISOString(),
          payment_provider: paymentProvider().name,
          request_id: requestId,
        },
        depth: 0,
        user,
        overrideAccess: false,
      })
    }
  } catch (error) {
    // The seats were taken for a booking that does not exist: give them back first.
    await returnSeats(payload, session.id, quantity)
    // The same request_id twice at once: the (owner, request_id) unique index refused the second.
    const first = await byRequestId(payload, user, requestId)
    if (first) return ok(toBooking(first))
    throw error
  }
  return ok(toBooking(await ownBookingOr404(payload, user, String(created.id))))
})
