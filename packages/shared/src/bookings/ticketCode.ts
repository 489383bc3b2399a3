/** The ticket pair and the QR code's text, free of node:crypto so browser code may import it. */

export interface Ticket {
  reference: string
  signature: string
}

/** What the QR code holds. */
export function ticketCode(ticket: Ticket): string {
  return `${ticket.reference}.${ticket.signature}`
}

/** The reverse of ticketCode: the signature is the part after the last dot. */
export function parseTicketCode(code: string): Ticket | null {
  const dot = code.lastIndexOf('.')
  if (dot <= 0 || dot === code.length - 1) return null
  return { reference: code.slice(0, dot), signature: code.slice(dot + 1) }
}
