import { GraphQLError } from 'graphql'

import { BOOKING_MESSAGES, isValidQuantity } from '@anapa/shared/bookings/seats'
import { BOOKING_STATUS_LABELS, isBookingStatus } from '@anapa/shared/bookings/status'
import { ticketCode } from '@anapa/shared/bookings/ticketCode'
import type { GatewayContext } from '@/graphql/context'
import type { CityApi } from '@/graphql/datasources/CityApi'
import { notFound } from '@/graphql/datasources/errors'
import type { Booking, MutationResolvers, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { checkPage, pageInfo } from './paging'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestBooking = Awaited<ReturnType<CityApi['booking']>>

/** The contract's page size for the resident's bookings. */
export const BOOKINGS_PER_PAGE = 10

const BOOKING_ID = /^\d{1,12}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export const toBooking = (b: RestBooking): Booking => ({
  id: String(b.id),
  number: b.number,
  // A status this gateway does not know would break the enum; such a booking shows as cancelled.
  status: isBookingStatus(b.status) ? b.status : 'cancelled',
  statusLabel: b.status_label || (isBookingStatus(b.status) ? BOOKING_STATUS_LABELS[b.status] : b.status),
  quantity: b.quantity,
  total: b.total,
  session: { id: String(b.session.id), startsAt: b.session.starts_at, endsAt: b.session.ends_at ?? null },
  item: b.item
    ? {
        kind: b.item.kind,
        slug: b.item.slug,
        title: b.item.title,
        venueOrMeetingPoint: b.item.venue_or_meeting_point ?? null,
        location: b.item.location ? { lat: b.item.location.lat, lon: b.item.location.lon } : null,
      }
    : null,
  payment: b.payment
    ? {
        provider: b.payment.provider,
        expiresAt: b.payment.expires_at,
        confirmationUrl: b.payment.confirmation_url ?? null,
      }
    : null,
  ticket: b.ticket ? { ...b.ticket, code: ticketCode(b.ticket) } : null,
  cancelUntil: b.cancel_until ?? null,
  createdAt: b.created_at,
})

/**
 * docs/architecture.md#4-session-and-security-rules: a booking id outside the resident's own is NOT_FOUND, checked here
 * before any write.
 */
async function ownBooking({ api }: GatewayContext, id: string): Promise<RestBooking> {
  if (!BOOKING_ID.test(id)) throw notFound()
  return api.booking(id)
}

export const bookingQueries: Pick<QueryResolvers, 'bookingSessions' | 'bookings' | 'booking'> = {
  async bookingSessions(_parent, { kind, slug }, { api }) {
    const sessions = await api.bookingSessions(kind, slug)
    return sessions.map((s) => ({
      id: String(s.id),
      startsAt: s.starts_at,
      seatsTotal: s.seats_total,
      seatsLeft: s.seats_left,
      price: s.price,
    }))
  },

  async bookings(_parent, { scope, page, kind }, context) {
    requireSignedIn(context)
    const current = checkPage(page ?? 1)
    const { data, meta } = await context.api.bookings(scope ?? 'upcoming', current, kind ?? null)
    return { items: data.map(toBooking), pageInfo: pageInfo(meta.count, current, BOOKINGS_PER_PAGE) }
  },

  async booking(_parent, { id }, context) {
    requireSignedIn(context)
    return toBooking(await ownBooking(context, id))
  },
}

export const bookingMutations: Pick<MutationResolvers, 'createBooking' | 'payBooking' | 'cancelBooking'> = {
  async createBooking(_parent, { input }, context) {
    requireSignedIn(context)
    const fields: Record<string, string> = {}
    if (!BOOKING_ID.test(input.session_id)) fields.session_id = BOOKING_MESSAGES.required
    if (!isValidQuantity(input.quantity)) fields.quantity = BOOKING_MESSAGES.quantity
    if (!UUID.test(input.request_id)) fields.request_id = BOOKING_MESSAGES.requestId
    if (Object.keys(fields).length > 0) {
      throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields } })
    }
    return toBooking(
      await context.api.createBooking({
        session_id: input.session_id,
        quantity: input.quantity,
        request_id: input.request_id,
      }),
    )
  },

  async payBooking(_parent, { id }, context) {
    requireSignedIn(context)
    const own = await ownBooking(context, id)
    return toBooking(await context.api.payBooking(String(own.id)))
  },

  async cancelBooking(_parent, { id }, context) {
    requireSignedIn(context)
    const own = await ownBooking(context, id)
    return toBooking(await context.api.cancelBooking(String(own.id)))
  },
}
