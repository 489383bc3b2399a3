import { signTicket, ticketCode } from '@anapa/shared/bookings/ticket'
import type { Payload } from 'payload'

import { bookingCancelledEmail, bookingPaidEmail, type BookingEmailView } from '@/email/templates'
import { env } from '@/env'
import type { Booking } from '@/payload-types'
import { BOOKING_POPULATE, itemOf } from './bookings'

export type BookingEmailKind = 'paid' | 'cancelled'

/** The booking's page in the resident's cabinet on the site. */
export const bookingPageUrl = (id: number | string) => `${env.siteUrl.replace(/\/$/, '')}/pokupki/${id}`

/** What the e-mails show of a booking read with its session, item and owner (depth 2). */
export function bookingEmailView(booking: Booking, ticketSecret: string): BookingEmailView {
  const session = typeof booking.session === 'object' ? booking.session : null
  const item = session ? itemOf(session) : null
  const ticketed = (booking.status === 'paid' || booking.status === 'used') && booking.ticket_reference
  return {
    number: booking.number,
    kind: item?.kind ?? null,
    title: item?.title ?? null,
    startsAt: session?.starts_at ?? booking.starts_at ?? null,
    place: item?.venue_or_meeting_point ?? null,
    quantity: booking.quantity,
    total: booking.total,
    ticketCode: ticketed ? ticketCode(signTicket(booking.ticket_reference!, ticketSecret)) : null,
    url: bookingPageUrl(booking.id),
    refunded: booking.status === 'cancelled' && Boolean(booking.paid_at),
  }
}

async function send(payload: Payload, bookingId: number, kind: BookingEmailKind): Promise<void> {
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 2,
    populate: { ...BOOKING_POPULATE, customers: { email: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  const to = booking && typeof booking.owner === 'object' ? booking.owner.email : null
  // A resident who gave no e-mail gets none: the cabinet and its notifications tell them.
  if (!booking || !to) return
  const view = bookingEmailView(booking, env.ticketSecret)
  const { subject, text, html } = kind === 'paid' ? bookingPaidEmail(view) : bookingCancelledEmail(view)
  await payload.sendEmail({ to, subject, text, html })
}

/**
 * E-mails the resident that a booking was paid (the ticket) or cancelled, if they gave an address
 * (docs/operations.md#e-mail). Called once the change is made, by the call that made it; it never
 * delays or fails that call: sending runs in the background and a failure is a warning in the log,
 * naming the booking by id only (the address and the ticket stay out of the log).
 */
export function emailResident(payload: Payload, bookingId: number, kind: BookingEmailKind): void {
  void send(payload, bookingId, kind).catch((error: unknown) => {
    // The error's code (EAUTH, ECONNECTION, ETIMEDOUT…), not its message: a mail server's refusal
    // repeats the recipient's address.
    const reason = (error as { code?: unknown } | null)?.code ?? (error instanceof Error ? error.name : 'error')
    payload.logger.warn(`Booking #${bookingId}: the ${kind} e-mail was not sent (${String(reason)})`)
  })
}
