/**
 * A ticket is its reference plus an HMAC-SHA256 of that reference under the install's TICKET_SECRET,
 * so a door scanner holding the secret tells a real ticket from an edited one offline. The QR code
 * carries `{reference}.{signature}`. Server-only (node:crypto); browser code imports ./ticketCode.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Ticket } from './ticketCode'

export { parseTicketCode, ticketCode, type Ticket } from './ticketCode'

/** Hex of HMAC-SHA256(secret, reference). */
export function signTicket(reference: string, secret: string): Ticket {
  if (!secret) throw new Error('TICKET_SECRET is empty')
  return { reference, signature: createHmac('sha256', secret).update(reference, 'utf8').digest('hex') }
}

export function verifyTicket(ticket: Ticket, secret: string): boolean {
  if (!secret || typeof ticket.reference !== 'string' || typeof ticket.signature !== 'string') return false
  if (!/^[0-9a-f]{64}$/.test(ticket.signature)) return false
  const expected = Buffer.from(signTicket(ticket.reference, secret).signature, 'hex')
  return timingSafeEqual(expected, Buffer.from(ticket.signature, 'hex'))
}
