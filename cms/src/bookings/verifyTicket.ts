import type { Payload } from 'payload'

import { BOOKING_STATUS_LABELS, type BookingStatus } from '@anapa/shared/bookings/status'
import { parseTicketCode, verifyTicket as hasValidSignature } from '@anapa/shared/bookings/ticket'
import { env } from '@/env'
import { rows, sql } from '@/db/rows'
import { itemOf } from './bookings'
import { BOOKING_POPULATE } from './bookings'

/** What the staff at the entrance read after scanning a ticket's QR code (docs/api/openapi.yaml, verifyTicket). */
export const TICKET_MESSAGES = {
  valid: 'Билет действителен',
  admitted: 'Проход разрешён',
  unknown: 'Билет не найден',
  cancelled: 'Билет отменён',
  used: 'Билет уже использован',
  unpaid: 'Билет не оплачен',
} as const

export type TicketCheck = {
  valid: boolean
  message: string
  status: BookingStatus | null
  status_label: string | null
  number: string | null
  title: string | null
  starts_at: string | null
  quantity: number | null
}

const UNKNOWN: TicketCheck = {
  valid: false,
  message: TICKET_MESSAGES.unknown,
  status: null,
  status_label: null,
  number: null,
  title: null,
  starts_at: null,
  quantity: null,
}

const MESSAGE_OF: Record<BookingStatus, string> = {
  paid: TICKET_MESSAGES.valid,
  used: TICKET_MESSAGES.used,
  cancelled: TICKET_MESSAGES.cancelled,
  awaiting_payment: TICKET_MESSAGES.unpaid,
}

/**
 * Marks a paid ticket used, once: the UPDATE's WHERE makes a second scan at another entrance (or
 * a cancellation racing the scan) change nothing. Answers whether this call admitted it.
 */
async function markUsedOnce(payload: Payload, bookingId: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString()
  const used = await rows<{ id: number }>(
    payload,
    sql`UPDATE bookings SET status = 'used', updated_at = ${at} WHERE id = ${bookingId} AND status = 'paid' RETURNING id`,
  )
  return used.length > 0
}

/**
 * The QR code proves only that the portal issued the ticket (its HMAC); whether it still lets
 * someone in is the booking's status now. A cancelled, used or unpaid booking reads as invalid, and
 * `admit` turns a valid ticket into a used one at the door. An edited or unknown code says nothing
 * about any booking.
 */
export async function checkTicket(payload: Payload, code: string, { admit }: { admit: boolean }): Promise<TicketCheck> {
  const ticket = parseTicketCode(code)
  if (!ticket || !hasValidSignature(ticket, env.ticketSecret)) return UNKNOWN
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { ticket_reference: { equals: ticket.reference } },
    limit: 1,
    depth: 2,
    populate: BOOKING_POPULATE,
    overrideAccess: true,
  })
  const booking = docs[0]
  if (!booking) return UNKNOWN
  let status: BookingStatus = booking.status
  let message = MESSAGE_OF[status]
  if (admit && status === 'paid') {
    if (await markUsedOnce(payload, booking.id)) {
      status = 'used'
      message = TICKET_MESSAGES.admitted
    } else {
      // Something changed it between the read and the scan: answer what it is now.
      const fresh = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true })
      status = fresh.status
      message = MESSAGE_OF[status]
    }
  }
  const session = typeof booking.session === 'object' ? booking.session : null
  return {
    valid: message === TICKET_MESSAGES.valid || message === TICKET_MESSAGES.admitted,
    message,
    status,
    status_label: BOOKING_STATUS_LABELS[status],
    number: booking.number,
    title: session ? (itemOf(session)?.title ?? null) : null,
    starts_at: session?.starts_at ?? null,
    quantity: booking.quantity,
  }
}
