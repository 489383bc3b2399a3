import type { Payload, PayloadRequest } from 'payload'

import { rows, sql } from '@/db/rows'
import { paymentProvider } from './payments'

/**
 * Takes `quantity` seats of a session that has not started, all or nothing, in ONE conditional
 * UPDATE (the rule of @anapa/shared/bookings/seats holdSeats, applied by the database): answers the
 * seats left, or null when there were not enough. 50 concurrent calls for 10 seats get exactly 10
 * non-null answers (cms/src/bookings/bookings.int.test.ts). `groupSize`, a tour's stated group,
 * caps the seats sold in the same statement (@anapa/shared/bookings/schedule offeredSeats).
 */
export async function takeSeats(
  payload: Payload,
  sessionId: number,
  quantity: number,
  now = new Date(),
  groupSize: number | null = null,
): Promise<number | null> {
  const withinGroup =
    groupSize === null ? sql.empty() : sql` AND seats_total - seats_left + ${quantity} <= ${groupSize}`
  const result = await rows<{ seats_left: number }>(
    payload,
    sql`UPDATE booking_sessions SET seats_left = seats_left - ${quantity}
        WHERE id = ${sessionId} AND seats_left >= ${quantity} AND starts_at > ${now.toISOString()}${withinGroup}
        RETURNING seats_left`,
  )
  return result[0] ? Number(result[0].seats_left) : null
}

/**
 * An editor's new total for a session: the free seats move by the change, measured on the row as it
 * is at that moment (bookings made since the editor opened the form count), all in one conditional
 * UPDATE, so a concurrent booking can neither be undone nor slip in between a read and the write.
 * Answers the seats left, or null when the new total is below the seats already held.
 */
export async function resizeSession(
  payload: Payload,
  sessionId: number,
  total: number,
  req?: PayloadRequest,
): Promise<number | null> {
  const result = await rows<{ seats_left: number }>(
    payload,
    sql`UPDATE booking_sessions SET seats_left = seats_left + (${total} - seats_total), seats_total = ${total}
        WHERE id = ${sessionId} AND seats_left + (${total} - seats_total) >= 0
        RETURNING seats_left`,
    req,
  )
  return result[0] ? Number(result[0].seats_left) : null
}

/** Gives seats back (a cancellation, an expired hold, a booking that failed to save). */
export async function returnSeats(payload: Payload, sessionId: number, quantity: number): Promise<void> {
  await rows(
    payload,
    sql`UPDATE booking_sessions SET seats_left = seats_left + ${quantity} WHERE id = ${sessionId} RETURNING id`,
  )
}

/**
 * Cancels a booking whose status is one of `from`, once: the UPDATE's WHERE makes a second
 * cancellation (or a cancellation racing an expiry or a payment) change nothing, so seats are
 * returned exactly once. Answers whether this call cancelled it.
 */
export async function cancelBookingOnce(
  payload: Payload,
  bookingId: number,
  from: readonly ('awaiting_payment' | 'paid')[],
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  const statuses = sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  )
  const cancelled = await rows<{ session_id: number; quantity: number }>(
    payload,
    sql`UPDATE bookings SET status = 'cancelled', cancelled_at = ${at}, updated_at = ${at}
        WHERE id = ${bookingId} AND status IN (${statuses})
        RETURNING session_id, quantity`,
  )
  const row = cancelled[0]
  if (!row) return false
  await returnSeats(payload, Number(row.session_id), Number(row.quantity))
  return true
}

/**
 * Expired holds: unpaid bookings past their hold become `cancelled` and their seats go back. Run
 * lazily before every booking read and write (so nothing anyone sees is stale) and by the periodic
 * sweep (bookings/sweep.ts), which keeps the admin's counts fresh when nobody is booking. One UPDATE
 * picks the expired bookings, so two sweeps at once never return the same seats twice.
 */
export async function releaseExpiredHolds(payload: Payload, now = new Date()): Promise<number> {
  const at = now.toISOString()
  // Every read of a bookings list comes here first, and nearly always nothing is due. An UPDATE that
  // changes nothing still takes SQLite's one write lock, so a burst of readers queued behind each
  // other; an indexed read (status, hold_expires_at) decides whether to write at all. The UPDATE
  // keeps its own condition, so a hold released between the two is released once.
  const due = await rows<{ id: number }>(
    payload,
    sql`SELECT id FROM bookings WHERE status = 'awaiting_payment' AND hold_expires_at <= ${at} LIMIT 1`,
  )
  if (due.length === 0) return 0
  const expired = await rows<{ session_id: number; quantity: number }>(
    payload,
    sql`UPDATE bookings SET status = 'cancelled', cancelled_at = ${at}, updated_at = ${at}
        WHERE status = 'awaiting_payment' AND hold_expires_at <= ${at}
        RETURNING session_id, quantity`,
  )
  for (const row of expired) await returnSeats(payload, Number(row.session_id), Number(row.quantity))
  return expired.length
}

/** Marks an awaiting booking paid while its hold lasts, once. Answers whether this call paid it. */
export async function markPaidOnce(
  payload: Payload,
  bookingId: number,
  payment: { provider: string; paymentId: string; ticketReference: string },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  const paid = await rows<{ id: number }>(
    payload,
    sql`UPDATE bookings SET status = 'paid', paid_at = ${at}, updated_at = ${at},
          payment_provider = ${payment.provider}, payment_id = ${payment.paymentId},
          ticket_reference = ${payment.ticketReference}
        WHERE id = ${bookingId} AND status = 'awaiting_payment' AND hold_expires_at > ${at}
        RETURNING id`,
  )
  return paid.length > 0
}

/**
 * Before a resident's bookings are deleted (account deletion): their unpaid and paid bookings of
 * sessions still ahead give their seats back, each once, and the paid ones are refunded, as the
 * deletion's confirmation told the resident (components/profile/DeleteAccount).
 */
export async function releaseResidentSeats(payload: Payload, ownerId: number, now = new Date()): Promise<void> {
  const held = await rows<{ id: number; status: string; number: string; total: number; payment_id: string | null }>(
    payload,
    sql`SELECT id, status, number, total, payment_id FROM bookings WHERE owner_id = ${ownerId}
        AND status IN ('awaiting_payment', 'paid') AND starts_at > ${now.toISOString()}`,
  )
  for (const booking of held) {
    const id = Number(booking.id)
    const cancelled = await cancelBookingOnce(payload, id, ['awaiting_payment', 'paid'], now)
    if (cancelled && booking.status === 'paid') {
      await paymentProvider().refund({ ...booking, id, total: Number(booking.total) })
    }
  }
}
