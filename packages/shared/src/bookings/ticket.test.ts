import { parseTicketCode, signTicket, ticketCode, verifyTicket } from './ticket'

const SECRET = 'test-ticket-secret'

describe('ticket signature', () => {
  const ticket = signTicket('T-2026-000042', SECRET)

  it('signs with HMAC-SHA256 as 64 hex characters, deterministically', () => {
    expect(ticket.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(signTicket('T-2026-000042', SECRET)).toEqual(ticket)
    // RFC 4231-style known answer so the algorithm cannot drift silently.
    expect(signTicket('what do ya want for nothing?', 'Jefe').signature).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  it.each([
    ['the genuine ticket', (t: typeof ticket) => t, true],
    ['a changed reference', (t: typeof ticket) => ({ ...t, reference: 'T-2026-000043' }), false],
    [
      'a flipped signature digit',
      (t: typeof ticket) => ({ ...t, signature: (t.signature[0] === 'a' ? 'b' : 'a') + t.signature.slice(1) }),
      false,
    ],
    ['a shortened signature', (t: typeof ticket) => ({ ...t, signature: t.signature.slice(0, 63) }), false],
    ['an upper-cased signature', (t: typeof ticket) => ({ ...t, signature: t.signature.toUpperCase() }), false],
    ['an empty signature', (t: typeof ticket) => ({ ...t, signature: '' }), false],
  ])('%s verifies: %p', (_case, change, expected) => {
    expect(verifyTicket(change(ticket), SECRET)).toBe(expected)
  })

  it('another secret does not verify', () => {
    expect(verifyTicket(ticket, 'other-secret')).toBe(false)
    expect(verifyTicket(ticket, '')).toBe(false)
  })

  it('refuses to sign without a secret', () => {
    expect(() => signTicket('T-1', '')).toThrow('TICKET_SECRET')
  })

  it('the QR code round-trips', () => {
    const code = ticketCode(ticket)
    expect(code).toBe(`T-2026-000042.${ticket.signature}`)
    expect(parseTicketCode(code)).toEqual(ticket)
    expect(parseTicketCode('nodot')).toBeNull()
    expect(parseTicketCode('T-1.')).toBeNull()
  })
})
