import { createHmac } from 'node:crypto'

import { verifyTicket } from '@anapa/shared/bookings/ticket'
import { asEditor, residentClient, type Answer } from '@/testing/residentClient'

/**
 * Bookings against the real CMS: sessions, booking, the test provider's payment and the
 * signed ticket, cancellation rules, expired holds, 50 concurrent bookings for 10 seats, the payment
 * callback's signature and idempotency, a BOLA matrix of two residents over every booking and ticket
 * call, anonymous calls, and account deletion returning seats. Every answer is also checked against
 * docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { call, get, post, signUp } = residentClient('198.51.100.13')
const uuid = () => crypto.randomUUID()
const HOUR = 3_600_000

type Session = { id: string; starts_at: string; seats_total: number; seats_left: number; price: number }

let tour: { id: number; slug: string } = { id: 0, slug: '' }
beforeAll(async () => {
  // A session has no more seats than its tour's group: these tests make sessions of up to 35.
  const tours = await asEditor<{ docs: { id: number; slug: string }[] }>(
    'GET',
    '/api/tours?where[_status][equals]=published&where[groupSize][greater_than_equal]=40&limit=1&sort=-createdAt&depth=0',
  )
  tour = tours.json.docs[0]!
})

/** A fresh session of the tour, made by the editor in the admin's API. */
async function newSession(seats: number, startsInMs = 7 * 24 * HOUR, price = 1500): Promise<Session> {
  const created = await asEditor<{ doc: { id: number } }>('POST', '/api/booking-sessions', {
    tour: tour.id,
    starts_at: new Date(Date.now() + startsInMs).toISOString(),
    seats_total: seats,
    price,
  })
  expect(created.status).toBe(201)
  const sessions = await get(`/v1/tours/${tour.slug}/sessions`)
  return (sessions.body.data as unknown as Session[]).find((s) => s.id === String(created.json.doc.id))!
}

const book = (token: string, session_id: string, quantity = 1, request_id = uuid()) =>
  post('/v1/bookings', { session_id, quantity, request_id }, token)

async function seatsLeft(sessionId: string): Promise<number> {
  const doc = await asEditor<{ seats_left: number }>('GET', `/api/booking-sessions/${sessionId}?depth=0`)
  return doc.json.seats_left
}

describe('sessions', () => {
  it('lists a published tour’s future sessions with seats and price; unknown slugs are 404', async () => {
    const session = await newSession(12, 5 * 24 * HOUR, 3500)
    expect(session).toMatchObject({ seats_total: 12, seats_left: 12, price: 3500 })
    await newSession(5, -HOUR).catch(() => undefined)
    const list = (await get(`/v1/tours/${tour.slug}/sessions`)).body.data as unknown as Session[]
    expect(list.every((s) => new Date(s.starts_at).getTime() > Date.now())).toBe(true)
    expect((await get('/v1/tours/no-such-tour/sessions')).status).toBe(404)
    expect((await get('/v1/events/no-such-event/sessions')).status).toBe(404)
  })
})

describe('the booking flow', () => {
  it('books two tickets, pays with the test provider and gets a signed ticket in upcoming', async () => {
    const token = await signUp()
    const session = await newSession(10, 7 * 24 * HOUR, 3500)
    const created = await book(token, session.id, 2)
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      number: expect.stringMatching(/^B-\d{4}-\d{6}$/),
      status: 'awaiting_payment',
      status_label: 'Ожидает оплаты',
      quantity: 2,
      total: 7000,
      session: { id: session.id, starts_at: session.starts_at },
      item: { kind: 'tour', slug: tour.slug },
      payment: { provider: 'test' },
      ticket: null,
      cancellable: true,
    })
    const payment = created.body.data.payment as { expires_at: string }
    const holdMs = new Date(payment.expires_at).getTime() - new Date(created.body.data.created_at as string).getTime()
    expect(Math.round(holdMs / 60_000)).toBe(15)
    expect(await seatsLeft(session.id)).toBe(8)

    const paid = await post(`/v1/bookings/${created.body.data.id}/pay`, {}, token)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({ status: 'paid', status_label: 'Оплачено', payment: null })
    const ticket = paid.body.data.ticket as { reference: string; signature: string }
    expect(ticket.reference).toBe(created.body.data.number)
    expect(verifyTicket(ticket, process.env.TICKET_SECRET!)).toBe(true)
    expect(verifyTicket({ ...ticket, reference: `${ticket.reference}1` }, process.env.TICKET_SECRET!)).toBe(false)
    // Paying twice changes nothing.
    expect((await post(`/v1/bookings/${created.body.data.id}/pay`, {}, token)).body.data.ticket).toEqual(ticket)

    const upcoming = await get('/v1/bookings?scope=upcoming', token)
    expect(upcoming.body.meta).toEqual({ count: 1, page: 1, per_page: 10 })
    expect((await get('/v1/bookings?scope=past', token)).body.meta?.count).toBe(0)
    expect((await get(`/v1/bookings/${created.body.data.id}`, token)).body.data.ticket).toEqual(ticket)

    // Editors see the session's bookings on the session (a join field).
    const bySession = await asEditor<{ bookings: { docs: { number: string }[] } }>(
      'GET',
      `/api/booking-sessions/${session.id}?depth=1`,
    )
    expect(bySession.json.bookings.docs.map((b) => b.number)).toContain(created.body.data.number)
  })

  it('is idempotent by request_id: a repeat answers the same booking and holds no more seats', async () => {
    const token = await signUp()
    const session = await newSession(10)
    const request_id = uuid()
    const [a, b] = await Promise.all([book(token, session.id, 3, request_id), book(token, session.id, 3, request_id)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.data.id).toBe(a.body.data.id)
    expect(await seatsLeft(session.id)).toBe(7)
  })

  it('refuses more seats than are left, bad quantities and unknown or started sessions', async () => {
    const token = await signUp()
    const session = await newSession(3)
    const tooMany = await book(token, session.id, 4)
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.data.message).toBe('Недостаточно свободных мест')
    const bad = await post('/v1/bookings', { session_id: session.id, quantity: 11, request_id: 'x' }, token)
    expect(bad.body.data.fields).toEqual({
      quantity: 'Можно забронировать от 1 до 10 билетов',
      request_id: 'Некорректный идентификатор запроса',
    })
    const empty = await post('/v1/bookings', {}, token)
    expect(empty.body.data.fields).toEqual({
      session_id: 'Это обязательное поле',
      quantity: 'Это обязательное поле',
      request_id: 'Это обязательное поле',
    })
    expect((await book(token, '99999999')).status).toBe(404)
    expect(await seatsLeft(session.id)).toBe(3)
  })

  it('cancels until 24 hours before the start and returns the seats; later is refused', async () => {
    const token = await signUp()
    const session = await newSession(10)
    const booking = await book(token, session.id, 4)
    await post(`/v1/bookings/${booking.body.data.id}/pay`, {}, token)
    expect(await seatsLeft(session.id)).toBe(6)
    const cancelled = await post(`/v1/bookings/${booking.body.data.id}/cancel`, {}, token)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', status_label: 'Отменено', ticket: null })
    expect(await seatsLeft(session.id)).toBe(10)
    // Twice: unchanged, seats not returned twice.
    expect((await post(`/v1/bookings/${booking.body.data.id}/cancel`, {}, token)).body.data.status).toBe('cancelled')
    expect(await seatsLeft(session.id)).toBe(10)
    // A cancelled booking cannot be paid.
    const pay = await post(`/v1/bookings/${booking.body.data.id}/pay`, {}, token)
    expect(pay.status).toBe(422)

    const soon = await newSession(10, 12 * HOUR)
    const late = await book(token, soon.id, 1)
    expect(late.body.data.cancellable).toBe(false)
    const refused = await post(`/v1/bookings/${late.body.data.id}/cancel`, {}, token)
    expect(refused.status).toBe(422)
    expect(refused.body.data.message).toBe('Отменить можно не позже чем за сутки до начала')
  })

  it('an expired hold releases its seats and the booking becomes cancelled', async () => {
    const token = await signUp()
    const session = await newSession(5)
    const booking = await book(token, session.id, 5)
    expect(await seatsLeft(session.id)).toBe(0)
    // The hold's end moved into the past, as 15 minutes would.
    const moved = await asEditor('PATCH', `/api/bookings/${booking.body.data.id}`, {
      hold_expires_at: new Date(Date.now() - 1000).toISOString(),
    })
    expect(moved.status).toBe(200)
    const sessions = (await get(`/v1/tours/${tour.slug}/sessions`)).body.data as unknown as Session[]
    expect(sessions.find((s) => s.id === session.id)!.seats_left).toBe(5)
    const detail = await get(`/v1/bookings/${booking.body.data.id}`, token)
    expect(detail.body.data.status).toBe('cancelled')
    const pay = await post(`/v1/bookings/${booking.body.data.id}/pay`, {}, token)
    expect(pay.status).toBe(422)
    expect(pay.body.data.message).toBe('Время на оплату истекло')
  })
})

describe('seats are never oversold', () => {
  it('50 concurrent bookings for 10 seats give exactly 10 bookings', async () => {
    const session = await newSession(10)
    const tokens = await Promise.all(Array.from({ length: 5 }, () => signUp()))
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(tokens[i % 5]!, session.id, 1)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 422)).toHaveLength(40)
    expect(
      answers.filter((a) => a.status === 422).every((a) => a.body.data.message === 'Недостаточно свободных мест'),
    ).toBe(true)
    expect(await seatsLeft(session.id)).toBe(0)
    const booked = await asEditor<{ totalDocs: number }>(
      'GET',
      `/api/bookings?where[session][equals]=${session.id}&where[status][not_equals]=cancelled&limit=0`,
    )
    expect(booked.json.totalDocs).toBe(10)
  })

  it('an editor changing the seats while residents book never loses or invents a seat (concurrent writers)', async () => {
    const session = await newSession(20)
    const tokens = await Promise.all(Array.from({ length: 5 }, () => signUp()))
    const resize = (seats_total: number) =>
      asEditor<{ errors?: unknown[] }>('PATCH', `/api/booking-sessions/${session.id}`, { seats_total })
    // 40 bookings of one seat race three changes of the total made from the editor's form.
    const bookings = Array.from({ length: 40 }, (_, i) => book(tokens[i % 5]!, session.id, 1))
    const resizes = [30, 25, 35].map((total, i) =>
      new Promise((resolve) => setTimeout(resolve, 40 * i)).then(() => resize(total)),
    )
    const [answers, resized] = await Promise.all([Promise.all(bookings), Promise.all(resizes)])
    const held = answers.filter((a) => a.status === 200).length
    const doc = await asEditor<{ seats_total: number; seats_left: number }>(
      'GET',
      `/api/booking-sessions/${session.id}?depth=0`,
    )
    const booked = await asEditor<{ totalDocs: number }>(
      'GET',
      `/api/bookings?where[session][equals]=${session.id}&where[status][not_equals]=cancelled&limit=0`,
    )
    expect(booked.json.totalDocs).toBe(held)
    // Every accepted change is the total now or was replaced by a later one; the seats add up.
    expect(resized.every((r) => r.status === 200 || r.status === 400)).toBe(true)
    expect(doc.json.seats_left).toBeGreaterThanOrEqual(0)
    expect(doc.json.seats_left + held).toBe(doc.json.seats_total)
    expect(answers.every((a) => a.status === 200 || a.body.data.message === 'Недостаточно свободных мест')).toBe(true)
  })

  it('refuses a total below the seats already held, counting bookings made after the form was read', async () => {
    const session = await newSession(6)
    const token = await signUp()
    expect((await book(token, session.id, 4)).status).toBe(200)
    const refused = await asEditor<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>(
      'PATCH',
      `/api/booking-sessions/${session.id}`,
      { seats_total: 3 },
    )
    expect(refused.status).toBe(400)
    expect(refused.json.errors?.[0]?.data?.errors?.map((e) => [e.path, e.message])).toEqual([
      ['seats_total', 'Мест не может быть меньше, чем уже продано'],
    ])
    expect(await seatsLeft(session.id)).toBe(2)
    expect((await asEditor('PATCH', `/api/booking-sessions/${session.id}`, { seats_total: 4 })).status).toBe(200)
    expect(await seatsLeft(session.id)).toBe(0)
  })
})

describe('payment callback', () => {
  const key = () => createHmac('sha256', process.env.TICKET_SECRET!).update('payment-callback:test').digest('hex')
  const sign = (raw: string) => createHmac('sha256', key()).update(raw).digest('hex')
  const notify = (raw: string, signature: string) =>
    fetch(`${process.env.API_BASE_URL}/v1/payments/callback/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
      body: raw,
    })

  it('believes only a signed notice, applies it once, and ignores retries', async () => {
    const token = await signUp()
    const session = await newSession(10)
    const booking = await book(token, session.id, 2)
    const raw = JSON.stringify({
      payment_id: `test-${booking.body.data.number}`,
      booking_number: booking.body.data.number,
      outcome: 'succeeded',
    })
    expect((await notify(raw, sign(raw.replace('succeeded', 'cancelled')))).status).toBe(401)
    expect((await get(`/v1/bookings/${booking.body.data.id}`, token)).body.data.status).toBe('awaiting_payment')
    expect((await notify(raw, sign(raw))).status).toBe(200)
    expect((await notify(raw, sign(raw))).status).toBe(200)
    const detail = await get(`/v1/bookings/${booking.body.data.id}`, token)
    expect(detail.body.data.status).toBe('paid')
    expect(await seatsLeft(session.id)).toBe(8)
    // Another provider's address, even correctly signed for the test one, is 404.
    expect(
      (
        await fetch(`${process.env.API_BASE_URL}/v1/payments/callback/yookassa`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-payment-signature': sign(raw) },
          body: raw,
        })
      ).status,
    ).toBe(404)
  })
})

describe('object-level authorization: two residents (BOLA)', () => {
  it('resident B reaches none of A’s bookings or tickets; 0 leaks', async () => {
    const a = await signUp()
    const b = await signUp()
    const session = await newSession(10)
    const paid = await book(a, session.id, 2)
    await post(`/v1/bookings/${paid.body.data.id}/pay`, {}, a)
    const unpaid = await book(a, session.id, 1)
    const leaks: string[] = []
    const probe = (label: string, answer: Answer) => {
      if (answer.status !== 404 || answer.text.includes(paid.body.data.number as string))
        leaks.push(`${label}: ${answer.status}`)
    }
    for (const booking of [paid, unpaid]) {
      const id = booking.body.data.id as string
      probe(`GET ${id}`, await get(`/v1/bookings/${id}`, b))
      probe(`pay ${id}`, await post(`/v1/bookings/${id}/pay`, {}, b))
      probe(`cancel ${id}`, await post(`/v1/bookings/${id}/cancel`, {}, b))
    }
    for (const scope of ['upcoming', 'past']) {
      const list = await get(`/v1/bookings?scope=${scope}`, b)
      if (list.body.meta?.count !== 0) leaks.push(`list ${scope}`)
    }
    // B re-using A's request_id creates B's own booking, not A's.
    const reuse = await book(
      b,
      session.id,
      1,
      (await asEditor<{ request_id: string }>('GET', `/api/bookings/${paid.body.data.id}`)).json.request_id,
    )
    if (reuse.body.data.id === paid.body.data.id) leaks.push('request_id')
    // Payload's own REST answers visitors nothing (only editors, cms/src/editors/payloadApiGate.ts);
    // were it ever opened again, a session's join to bookings must still show no one's.
    const session_ = await fetch(`${process.env.API_BASE_URL}/api/booking-sessions/${session.id}?depth=1`)
    if (session_.status !== 403) leaks.push(`session read by a visitor: ${session_.status}`)
    const joined = (await session_.json()) as { bookings?: { docs?: unknown[] } }
    if ((joined.bookings?.docs ?? []).length > 0) leaks.push('public join')
    expect(leaks).toEqual([])
    // A's bookings are unchanged.
    expect((await get(`/v1/bookings/${paid.body.data.id}`, a)).body.data.status).toBe('paid')
    expect((await get(`/v1/bookings/${unpaid.body.data.id}`, a)).body.data.status).toBe('awaiting_payment')
  })

  it('malformed and unknown ids are 404; anonymous calls are 401', async () => {
    const token = await signUp()
    for (const id of ['abc', '0', '99999999']) expect((await get(`/v1/bookings/${id}`, token)).status).toBe(404)
    expect((await get('/v1/bookings')).status).toBe(401)
    expect((await get('/v1/bookings/1')).status).toBe(401)
    expect((await post('/v1/bookings', {})).status).toBe(401)
    expect((await post('/v1/bookings/1/pay', {})).status).toBe(401)
    expect((await post('/v1/bookings/1/cancel', {})).status).toBe(401)
  })
})

describe('account deletion', () => {
  it('removes the resident’s bookings and returns the seats they held', async () => {
    const token = await signUp()
    const session = await newSession(10)
    const held = await book(token, session.id, 3)
    const paid = await book(token, session.id, 2)
    await post(`/v1/bookings/${paid.body.data.id}/pay`, {}, token)
    expect(held.status).toBe(200)
    expect(await seatsLeft(session.id)).toBe(5)
    const owner = (await get('/v1/user', token)).body.data.id as number
    expect((await call('DELETE', '/v1/user', { token })).status).toBe(200)
    const left = await asEditor<{ totalDocs: number }>('GET', `/api/bookings?where[owner][equals]=${owner}`)
    expect(left.json.totalDocs).toBe(0)
    expect(await seatsLeft(session.id)).toBe(10)
  })
})

describe('demo data', () => {
  it('the demo resident has an upcoming paid booking with a valid ticket, a past one and a cancelled one', async () => {
    const login = await post('/v1/authorize/login', {
      phone: '79990000001',
      password: process.env.SEED_RESIDENT_PASSWORD,
    })
    const token = login.body.data.token as string
    const upcoming = (await get('/v1/bookings?scope=upcoming', token)).body.data as unknown as {
      status: string
      ticket: { reference: string; signature: string } | null
    }[]
    const paid = upcoming.find((b) => b.status === 'paid')!
    expect(verifyTicket(paid.ticket!, process.env.TICKET_SECRET!)).toBe(true)
    // A cancelled booking is listed under its own scope only, never as upcoming or past.
    expect(upcoming.some((b) => b.status === 'cancelled')).toBe(false)
    const past = (await get('/v1/bookings?scope=past', token)).body.data as unknown as { status: string }[]
    expect(past.map((b) => b.status)).toEqual(['used'])
    const cancelled = (await get('/v1/bookings?scope=cancelled', token)).body.data as unknown as { status: string }[]
    expect(cancelled.length).toBeGreaterThan(0)
    expect(cancelled.every((b) => b.status === 'cancelled')).toBe(true)
  })
})
