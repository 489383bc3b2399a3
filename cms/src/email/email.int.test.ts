import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { OutboxEmail } from '@/email/outbox'
import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * E-mail against the real CMS (docs/operations.md#e-mail): the integration stack has no SMTP server,
 * so every message lands in the outbox file in its data folder. A resident with an e-mail gets the
 * ticket when a booking is paid and a notice when it is cancelled; one without gets nothing; an
 * editor's «Забыли пароль?» sends the admin's reset link.
 */
const { get, post, call, signUp } = residentClient('198.51.100.46')
const HOUR = 3_600_000

const outboxFile = () => path.join(process.env.INTEGRATION_DATA_DIR!, 'email-outbox.jsonl')

function outbox(): OutboxEmail[] {
  if (!existsSync(outboxFile())) return []
  return readFileSync(outboxFile(), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEmail)
}

/** Booking e-mails leave in the background, after the call answers: wait for them a little. */
async function mailTo(address: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxEmail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = outbox().find((mail) => mail.to === address && subject.test(mail.subject))
    if (found) return found
    if (Date.now() > until) throw new Error(`No e-mail to ${address} matching ${subject}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let tour: { id: number; slug: string; title: string } = { id: 0, slug: '', title: '' }
beforeAll(async () => {
  const tours = await asEditor<{ docs: { id: number; slug: string; title: string }[] }>(
    'GET',
    '/api/tours?where[_status][equals]=published&where[groupSize][greater_than_equal]=10&limit=1&sort=-createdAt&depth=0',
  )
  tour = tours.json.docs[0]!
})

async function newSessionId(): Promise<string> {
  const created = await asEditor<{ doc: { id: number } }>('POST', '/api/booking-sessions', {
    tour: tour.id,
    starts_at: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    seats_total: 5,
    price: 1200,
  })
  expect(created.status).toBe(201)
  return String(created.json.doc.id)
}

/** A signed-up resident, with an e-mail in the profile when given one. */
async function resident(email: string | null): Promise<string> {
  const token = await signUp()
  if (email) {
    const saved = await call('PUT', '/v1/user', { token, body: { name: 'Анна', lastname: 'Петрова', email } })
    expect(saved.status).toBe(200)
  }
  return token
}

async function paidBooking(token: string, quantity = 2) {
  const created = await post(
    '/v1/bookings',
    { session_id: await newSessionId(), quantity, request_id: crypto.randomUUID() },
    token,
  )
  expect(created.status).toBe(200)
  const id = created.body.data.id as string
  const paid = await post(`/v1/bookings/${id}/pay`, {}, token)
  expect(paid.status).toBe(200)
  return paid.body.data as { id: string; number: string; ticket: { reference: string; signature: string } }
}

const unique = () => `resident-${crypto.randomUUID().slice(0, 8)}@example.ru`

describe('booking e-mails', () => {
  it('a paid booking e-mails the ticket: number, tour, tickets, the ticket code and the booking page', async () => {
    const address = unique()
    const token = await resident(address)
    const booking = await paidBooking(token, 2)

    const mail = await mailTo(address, /^Билет по бронированию/)
    expect(mail.subject).toBe(`Билет по бронированию ${booking.number}`)
    const code = `${booking.ticket.reference}.${booking.ticket.signature}`
    for (const body of [mail.text!, mail.html!]) {
      expect(body).toContain(booking.number)
      expect(body).toContain(code)
      expect(body).toContain(`/pokupki/${booking.id}`)
    }
    expect(mail.text).toContain(`Экскурсия: ${tour.title}`)
    expect(mail.text).toContain('Билеты: 2 билета')
    expect(mail.text).toMatch(/Дата и время: \d\d\.\d\d\.\d{4}, \d\d:\d\d/)
  })

  it('a cancelled booking e-mails the cancellation and the refund', async () => {
    const address = unique()
    const token = await resident(address)
    const booking = await paidBooking(token, 1)
    await mailTo(address, /^Билет/)

    const cancelled = await post(`/v1/bookings/${booking.id}/cancel`, {}, token)
    expect(cancelled.body.data.status).toBe('cancelled')

    const mail = await mailTo(address, /отменено$/)
    expect(mail.subject).toBe(`Бронирование ${booking.number} отменено`)
    expect(mail.text).toContain('вернутся на карту, с которой вы платили, в течение 10 дней')
    expect(mail.text).not.toContain('Код билета')
    // Cancelling again changes nothing and sends nothing more.
    await post(`/v1/bookings/${booking.id}/cancel`, {}, token)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(outbox().filter((m) => m.to === address)).toHaveLength(2)
  })

  it('a resident without an e-mail gets none, and the booking works as before', async () => {
    const token = await resident(null)
    const profile = await get('/v1/user', token)
    expect(profile.body.data.email ?? null).toBeNull()
    const before = outbox().length
    const booking = await paidBooking(token, 1)
    expect((await post(`/v1/bookings/${booking.id}/cancel`, {}, token)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(
      outbox()
        .slice(before)
        .filter((mail) => mail.subject.includes(booking.number)),
    ).toEqual([])
  })
})

describe("an editor's forgotten password", () => {
  it('e-mails the admin reset link in Russian', async () => {
    const email = `editor-${crypto.randomUUID().slice(0, 8)}@anapa.local`
    const created = await asEditor('POST', '/api/users', { email, password: 'временный-пароль-1', role: 'editor' })
    expect(created.status).toBe(201)

    const response = await fetch(`${process.env.API_BASE_URL}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(response.status).toBe(200)

    const mail = await mailTo(email, /Сброс пароля/, 2000)
    expect(mail.subject).toBe('Сброс пароля админки портала Анапы')
    const link = mail.html!.match(/href="([^"]+)"/)?.[1]
    expect(link).toMatch(new RegExp(`^${process.env.API_BASE_URL}/admin/reset/[0-9a-f]{20,}$`))
    expect(mail.html).toContain('Если вы не просили сбросить пароль')
  })

  it('sends nothing for an address without an account', async () => {
    const before = outbox().length
    const response = await fetch(`${process.env.API_BASE_URL}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody-here@anapa.local' }),
    })
    expect(response.status).toBe(200)
    expect(
      outbox()
        .slice(before)
        .filter((mail) => mail.to === 'nobody-here@anapa.local'),
    ).toEqual([])
  })
})
