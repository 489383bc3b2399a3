import { randomUUID } from 'node:crypto'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'
import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'

/**
 * Object-level authorization of bookings through the gateway, against the real CMS (issue 12,
 * ARCHITECTURE §4): resident B tries every booking query and mutation on resident A's booking.
 * 0 leaks: every attempt is NOT_FOUND or answers only about B, and A's booking is unchanged.
 */
const api = () => process.env.API_BASE_URL!
// This file's own made-up client address, so its sign-ups and appeals use their own limits.
const CLIENT = '198.51.100.79'

const gql = gatewayAs(CLIENT)

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7904' })
const signUp = async () => (await newResident()).token

/** A fresh session of a published tour, made by the editor through the admin's API. */
async function newTourSession(seats: number): Promise<{ slug: string; sessionId: string }> {
  const login = await fetch(`${api()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
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

describe('bookings through the gateway against the real CMS (issue 12)', () => {
  it('a repeat with the same request id books nothing twice', async () => {
    const again = await gql(a, CREATE, {
      input: { session_id: session.sessionId, quantity: 2, request_id: aRequestId },
    })
    expect(again.data?.createBooking.id).toBe(aBooking.id)
    const sessions = await gql(null, '{ bookingSessions(kind: tour, slug: "' + session.slug + '") { id seatsLeft } }')
    expect(sessions.data?.bookingSessions).toContainEqual({ id: session.sessionId, seatsLeft: 3 })
  })
})

describe('BOLA: resident B against resident A (issue 12, 0 leaks)', () => {
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
