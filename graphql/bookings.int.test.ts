import { randomUUID } from 'node:crypto'

import { loginEditor } from '@anapa/shared/testing/editorApi'
import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'

/**
 * Object-level authorization of bookings through the gateway, against the real CMS
 * (docs/architecture.md#4-session-and-security-rules): resident B tries every booking query and mutation on resident
 * A's booking. 0 leaks: every attempt is NOT_FOUND or answers only about B, and A's booking is unchanged.
 */
const api = () => process.env.API_BASE_URL!
// This file's own made-up client address, so its sign-ups and appeals use their own limits.
const CLIENT = '198.51.100.79'

const gql = gatewayAs(CLIENT)

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7904' })
const signUp = async () => (await newResident()).token

/** The local editor's headers for the admin's API (and the staff's ticket check). */
const editorHeaders = async (): Promise<Record<string, string>> => (await loginEditor(api())).headers

/** A fresh session of a published tour, made by the editor through the admin's API. */
async function newTourSession(seats: number): Promise<{ slug: string; sessionId: string }> {
  const auth = await editorHeaders()
  const tours = (await (
    await fetch(`${api()}/api/tours?where[_status][equals]=published&limit=1&depth=0`, { headers: auth })
  ).json()) as { docs: { id: number; slug: string }[] }
  const tour = tours.docs[0]!
  const created = await fetch(`${api()}/api/booking-sessions`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      tour: tour.id,
      starts_at: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      seats_total: seats,
      price: 2500,
    }),
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { slug: tour.slug, sessionId: String(doc.id) }
}

const BOOKING_FIELDS = 'id number status quantity total session { id } ticket { reference code } item { slug }'
const CREATE = `mutation ($input: BookingInput!) { createBooking(input: $input) { ${BOOKING_FIELDS} } }`
const BOOKING = `query ($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`

let a = ''
let b = ''
let session = { slug: '', sessionId: '' }
let aBooking: Record<string, unknown> = {}
const aRequestId = randomUUID()

beforeAll(async () => {
  ;[a, b] = [await signUp(), await signUp()]
  session = await newTourSession(5)
  const sessions = await gql(null, '{ bookingSessions(kind: tour, slug: "' + session.slug + '") { id seatsLeft } }')
  expect(sessions.data?.bookingSessions).toContainEqual({ id: session.sessionId, seatsLeft: 5 })
  const created = await gql(a, CREATE, {
    input: { session_id: session.sessionId, quantity: 2, request_id: aRequestId },
  })
  expect(created.errors).toBeUndefined()
  aBooking = created.data!.createBooking
  expect(aBooking).toMatchObject({ status: 'awaiting_payment', quantity: 2, total: 5000 })
}, 60_000)

describe('bookings through the gateway against the real CMS', () => {
  it('a repeat with the same request id books nothing twice', async () => {
    const again = await gql(a, CREATE, {
      input: { session_id: session.sessionId, quantity: 2, request_id: aRequestId },
    })
    expect(again.data?.createBooking.id).toBe(aBooking.id)
    const sessions = await gql(null, '{ bookingSessions(kind: tour, slug: "' + session.slug + '") { id seatsLeft } }')
    expect(sessions.data?.bookingSessions).toContainEqual({ id: session.sessionId, seatsLeft: 3 })
  })
})

describe('BOLA: resident B against resident A (0 leaks)', () => {
  it("B's booking(id), payBooking and cancelBooking on A's booking are NOT_FOUND, with nothing of it", async () => {
    for (const [query, variables] of [
      [BOOKING, { id: aBooking.id }],
      [`mutation ($id: ID!) { payBooking(id: $id) { ${BOOKING_FIELDS} } }`, { id: aBooking.id }],
      [`mutation ($id: ID!) { cancelBooking(id: $id) { ${BOOKING_FIELDS} } }`, { id: aBooking.id }],
    ] as const) {
      const result = await gql(b, query, variables)
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
      expect(result.data).toBeNull()
      expect(JSON.stringify(result)).not.toContain(String(aBooking.number))
    }
  })

  it("B's lists, upcoming and past, do not include A's booking", async () => {
    const result = await gql(
      b,
      `{ upcoming: bookings(scope: upcoming) { items { id } } past: bookings(scope: past) { items { id } } }`,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ upcoming: { items: [] }, past: { items: [] } })
  })

  it("B reusing A's request id makes B's own booking, never answers A's", async () => {
    const result = await gql(b, CREATE, {
      input: { session_id: session.sessionId, quantity: 1, request_id: aRequestId },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.createBooking.id).not.toBe(aBooking.id)
  })

  it("A's booking is unchanged (still awaiting payment), then A pays and gets a ticket B still cannot see", async () => {
    expect((await gql(a, BOOKING, { id: aBooking.id })).data?.booking).toEqual(aBooking)
    const paid = await gql(a, `mutation ($id: ID!) { payBooking(id: $id) { ${BOOKING_FIELDS} } }`, { id: aBooking.id })
    expect(paid.data?.payBooking.status).toBe('paid')
    const ticket = paid.data?.payBooking.ticket as { reference: string; code: string }
    expect(ticket.code).toMatch(new RegExp(`^${ticket.reference}\\.[0-9a-f]{64}$`))
    const stolen = await gql(b, BOOKING, { id: aBooking.id })
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(JSON.stringify(stolen)).not.toContain(ticket.code)
  })

  it('visitors get UNAUTHENTICATED on every private booking field', async () => {
    for (const [query, variables] of [
      ['{ bookings { items { id } } }', {}],
      [BOOKING, { id: aBooking.id }],
      ['mutation ($id: ID!) { payBooking(id: $id) { id } }', { id: aBooking.id }],
      ['mutation ($id: ID!) { cancelBooking(id: $id) { id } }', { id: aBooking.id }],
      [CREATE, { input: { session_id: session.sessionId, quantity: 1, request_id: randomUUID() } }],
    ] as const) {
      expect((await gql(null, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
  })
})

/** POST /v1/tickets/verify (operationId verifyTicket) with `headers`: the answer's status and data. */
async function verifyTicket(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await fetch(`${api()}/v1/tickets/verify`, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, data: ((await response.json()) as { data: Record<string, unknown> }).data }
}

const seatsLeftOf = async (tour: { slug: string; sessionId: string }) => {
  const sessions = await gql(null, `{ bookingSessions(kind: tour, slug: "${tour.slug}") { id seatsLeft } }`)
  return (sessions.data?.bookingSessions as { id: string; seatsLeft: number }[]).find((s) => s.id === tour.sessionId)
    ?.seatsLeft
}

describe('cancelling through the gateway, and the ticket at the door (verifyTicket)', () => {
  const PAY = 'mutation ($id: ID!) { payBooking(id: $id) { status ticket { code } } }'
  const CANCEL = 'mutation ($id: ID!) { cancelBooking(id: $id) { status ticket { code } } }'
  const LISTS = `{ upcoming: bookings(scope: upcoming) { items { id } } cancelled: bookings(scope: cancelled) { items { id } } }`

  it('book → pay → cancel: the seats come back, the booking is listed as cancelled only, the ticket reads cancelled', async () => {
    const tour = await newTourSession(4)
    const staff = await editorHeaders()
    const resident = await signUp()
    const created = await gql(resident, CREATE, {
      input: { session_id: tour.sessionId, quantity: 3, request_id: randomUUID() },
    })
    const id = created.data!.createBooking.id as string
    expect(await seatsLeftOf(tour)).toBe(1)
    const code = (await gql(resident, PAY, { id })).data!.payBooking.ticket.code as string
    expect(await verifyTicket(staff, { code })).toEqual({
      status: 200,
      data: expect.objectContaining({ valid: true, message: 'Билет действителен', status: 'paid', quantity: 3 }),
    })

    const cancelled = await gql(resident, CANCEL, { id })
    expect(cancelled.errors).toBeUndefined()
    expect(cancelled.data?.cancelBooking).toEqual({ status: 'cancelled', ticket: null })
    expect(await seatsLeftOf(tour)).toBe(4)
    expect((await gql(resident, LISTS)).data).toEqual({ upcoming: { items: [] }, cancelled: { items: [{ id }] } })
    expect(await verifyTicket(staff, { code, admit: true })).toEqual({
      status: 200,
      data: expect.objectContaining({ valid: false, message: 'Билет отменён', status: 'cancelled' }),
    })
    // Cancelling again answers the booking as it is and returns no seat twice.
    expect((await gql(resident, CANCEL, { id })).data?.cancelBooking.status).toBe('cancelled')
    expect(await seatsLeftOf(tour)).toBe(4)
  })

  it('an unpaid booking cancels too, and its seats come back', async () => {
    const tour = await newTourSession(2)
    const resident = await signUp()
    const created = await gql(resident, CREATE, {
      input: { session_id: tour.sessionId, quantity: 2, request_id: randomUUID() },
    })
    expect(await seatsLeftOf(tour)).toBe(0)
    const cancelled = await gql(resident, CANCEL, { id: created.data!.createBooking.id })
    expect(cancelled.data?.cancelBooking.status).toBe('cancelled')
    expect(await seatsLeftOf(tour)).toBe(2)
  })

  it('admitting a valid ticket marks it used once: a second scan reads used, and it can no longer be cancelled', async () => {
    const tour = await newTourSession(2)
    const staff = await editorHeaders()
    const resident = await signUp()
    const created = await gql(resident, CREATE, {
      input: { session_id: tour.sessionId, quantity: 1, request_id: randomUUID() },
    })
    const id = created.data!.createBooking.id as string
    const code = (await gql(resident, PAY, { id })).data!.payBooking.ticket.code as string
    const scans = await Promise.all([
      verifyTicket(staff, { code, admit: true }),
      verifyTicket(staff, { code, admit: true }),
    ])
    expect(scans.map((s) => s.data.message).sort()).toEqual(['Билет уже использован', 'Проход разрешён'])
    expect(await verifyTicket(staff, { code })).toMatchObject({ data: { valid: false, status: 'used' } })
    const late = await gql(resident, CANCEL, { id })
    expect(late.errors?.[0]?.message).toBe('Бронирование нельзя отменить')
  })

  it('an edited code is unknown and names no booking; only staff may check tickets', async () => {
    const staff = await editorHeaders()
    const forged = `B-2026-000001.${'0'.repeat(64)}`
    expect(await verifyTicket(staff, { code: forged })).toEqual({
      status: 200,
      data: {
        valid: false,
        message: 'Билет не найден',
        status: null,
        status_label: null,
        number: null,
        title: null,
        starts_at: null,
        quantity: null,
      },
    })
    expect(await verifyTicket(staff, { code: '' })).toMatchObject({ status: 400 })
    const json = { 'content-type': 'application/json' }
    expect(await verifyTicket(json, { code: forged })).toMatchObject({ status: 401 })
    expect(await verifyTicket({ ...json, authorization: `Bearer ${a}` }, { code: forged })).toMatchObject({
      status: 401,
      data: { message: 'Проверка билетов доступна только сотрудникам портала' },
    })
  })
})
