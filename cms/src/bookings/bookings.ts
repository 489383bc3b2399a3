import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import { canCancelBefore, CANCEL_CUTOFF_MS } from '@anapa/shared/bookings/seats'
import { BOOKING_STATUS_LABELS } from '@anapa/shared/bookings/status'
import { signTicket } from '@anapa/shared/bookings/ticket'
import { ContractError } from '@/contract/http'
import { parseRecordId } from '@/contract/ids'
import { env } from '@/env'
import type { Booking, BookingSession, Event, Tour } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { paymentProvider } from './payments'

export const BOOKING_NOT_FOUND = 'Бронирование не найдено'
export const SESSION_NOT_FOUND = 'Сеанс не найден'

/** `B-2026-000123`, like appeal and application numbers. */
export function newBookingNumber(now = new Date()): string {
  return `B-${now.getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** The ticket's reference: the booking number (the signature, not secrecy, makes it a ticket). */
export const ticketReferenceFor = (booking: Pick<Booking, 'number'>) => booking.number

type Item = {
  kind: 'event' | 'tour'
  slug: string
  title: string
  venue_or_meeting_point: string | null
  location: { lat: number; lon: number } | null
}

function locationOf(doc: Event | Tour): Item['location'] {
  const { lat, lon } = doc.location ?? {}
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : null
}

/** What a session is for (depth ≥ 1: its event or tour populated). */
export function itemOf(session: BookingSession): Item | null {
  if (session.event && typeof session.event === 'object') {
    const event = session.event
    const venue = [event.venue, event.address].filter(Boolean).join(', ')
    return {
      kind: 'event',
      slug: event.slug,
      title: event.title,
      venue_or_meeting_point: venue || null,
      location: locationOf(event),
    }
  }
  if (session.tour && typeof session.tour === 'object') {
    const tour = session.tour
    return {
      kind: 'tour',
      slug: tour.slug,
      title: tour.title,
      venue_or_meeting_point: tour.address || null,
      location: locationOf(tour),
    }
  }
  return null
}

export function toSession(session: BookingSession) {
  return {
    id: String(session.id),
    starts_at: session.starts_at,
    seats_total: session.seats_total,
    seats_left: Math.max(0, session.seats_left ?? 0),
    price: session.price,
  }
}

/** An event of one day lasts from its start to its end; a longer one has no single session length. */
const LONGEST_EVENT_SESSION_MS = 24 * 3_600_000

/**
 * When a session ends, as far as its item says: a tour's stated duration, or a one-day event's
 * end time (the same length for each of its sessions). Null when the item does not say.
 */
export function sessionEndOf(session: BookingSession): string | null {
  const start = new Date(session.starts_at).getTime()
  let lengthMs: number | null = null
  if (session.tour && typeof session.tour === 'object' && session.tour.durationMinutes) {
    lengthMs = session.tour.durationMinutes * 60_000
  } else if (session.event && typeof session.event === 'object' && session.event.endsAt) {
    const length = new Date(session.event.endsAt).getTime() - new Date(session.event.startsAt).getTime()
    if (length > 0 && length <= LONGEST_EVENT_SESSION_MS) lengthMs = length
  }
  return lengthMs === null || Number.isNaN(start) ? null : new Date(start + lengthMs).toISOString()
}

/** A booking read with depth 2 (its session and the session's event or tour populated). */
/** A booking as the contract answers it; the owner is not part of it (the caller is the owner). */
export function toBooking(booking: Omit<Booking, 'owner'>) {
  const session = typeof booking.session === 'object' ? booking.session : null
  const startsAt = session?.starts_at ?? null
  const awaiting = booking.status === 'awaiting_payment'
  const ticketed = (booking.status === 'paid' || booking.status === 'used') && booking.ticket_reference
  return {
    id: String(booking.id),
    number: booking.number,
    status: booking.status,
    status_label: BOOKING_STATUS_LABELS[booking.status],
    quantity: booking.quantity,
    total: booking.total,
    session: {
      id: String(session?.id ?? booking.session),
      starts_at: startsAt ?? '',
      ends_at: session ? sessionEndOf(session) : null,
    },
    item: session ? itemOf(session) : null,
    payment: awaiting
      ? {
          provider: booking.payment_provider ?? env.payment,
          expires_at: booking.hold_expires_at ?? '',
          confirmation_url: paymentProvider().start(booking).confirmationUrl,
        }
      : null,
    ticket: ticketed ? signTicket(booking.ticket_reference!, env.ticketSecret) : null,
    cancellable:
      (booking.status === 'awaiting_payment' || booking.status === 'paid') &&
      startsAt !== null &&
      canCancelBefore(startsAt),
    cancel_until: startsAt ? new Date(new Date(startsAt).getTime() - CANCEL_CUTOFF_MS).toISOString() : null,
    created_at: booking.createdAt,
  }
}

export type ContractBooking = ReturnType<typeof toBooking>

/**
 * What a booking answer needs of its session's event or tour: reading whole catalogue documents
 * (descriptions, galleries) for every booking call cost more than the booking itself.
 */
export const BOOKING_POPULATE = {
  'booking-sessions': { starts_at: true, event: true, tour: true },
  events: { title: true, slug: true, venue: true, address: true, location: true, startsAt: true, endsAt: true },
  tours: { title: true, slug: true, address: true, location: true, durationMinutes: true },
} as const

/** The resident's booking (depth 2), or 404 for malformed, unknown and foreign ids alike. */
export async function ownBookingOr404(payload: Payload, user: ResidentUser, id: string): Promise<Booking> {
  const bookingId = parseRecordId(id)
  if (bookingId === null) throw new ContractError(404, BOOKING_NOT_FOUND)
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 2,
    populate: BOOKING_POPULATE,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!booking) throw new ContractError(404, BOOKING_NOT_FOUND)
  return booking
}
