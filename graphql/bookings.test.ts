import { BOOKING_MESSAGES } from '@anapa/shared/bookings/seats'
import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

function harness(routes: FakeRoutes, { token = 'tok-anna' as string | null } = {}) {
  const { calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = { api: cityApi({ token }), token, sameOrigin: true }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  return { run, calls }
}

const SIGNATURE = 'a'.repeat(64)
const BOOKING = {
  id: '31',
  number: 'B-2026-000031',
  status: 'paid',
  status_label: 'Оплачено',
  quantity: 2,
  total: 7000,
  session: { id: '5', starts_at: '2026-08-01T07:00:00.000Z' },
  item: {
    kind: 'tour',
    slug: 'utrish',
    title: 'Заповедник Утриш',
    venue_or_meeting_point: 'Набережная, 1',
    location: { lat: 44.89, lon: 37.31 },
  },
  payment: null,
  ticket: { reference: 'B-2026-000031', signature: SIGNATURE },
  cancel_until: '2026-07-31T07:00:00.000Z',
  created_at: '2026-07-10T08:10:00.000Z',
}
const AWAITING = {
  ...BOOKING,
  status: 'awaiting_payment',
  status_label: 'Ожидает оплаты',
  payment: { provider: 'test', expires_at: '2026-07-10T08:25:00.000Z', confirmation_url: null },
  ticket: null,
}
const REQUEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const CREATE =
  'mutation ($input: BookingInput!) { createBooking(input: $input) { id status total payment { provider expiresAt } } }'
const notFound = { status: 404, body: { data: { message: 'Бронирование не найдено' } } }

describe('bookings', () => {
  it("lists a tour's future sessions with seats and price, without a session", async () => {
    const { run, calls } = harness(
      {
        'GET /v1/tours/utrish/sessions': {
          body: {
            data: [{ id: '5', starts_at: '2026-08-01T07:00:00.000Z', seats_total: 20, seats_left: 3, price: 3500 }],
          },
        },
      },
      { token: null },
    )
    const result = await run(
      '{ bookingSessions(kind: tour, slug: "utrish") { id startsAt seatsTotal seatsLeft price } }',
    )
    expect(result.data).toEqual({
      bookingSessions: [{ id: '5', startsAt: '2026-08-01T07:00:00.000Z', seatsTotal: 20, seatsLeft: 3, price: 3500 }],
    })
    expect(calls[0]?.authorization).toBeUndefined()
  })

  it('lists upcoming or past bookings by page', async () => {
    const { run, calls } = harness({
      'GET /v1/bookings': { body: { data: [BOOKING], meta: { count: 1, page: 1, per_page: 10 } } },
    })
    const result = await run('{ bookings(scope: past) { items { number statusLabel } pageInfo { total } } }')
    expect(result.data).toEqual({
      bookings: { items: [{ number: 'B-2026-000031', statusLabel: 'Оплачено' }], pageInfo: { total: 1 } },
    })
    expect(calls[0]?.query.get('scope')).toBe('past')
  })

  it('shows a paid booking with its ticket code {reference}.{signature}, the item and its place', async () => {
    const { run } = harness({ 'GET /v1/bookings/31': { body: { data: BOOKING } } })
    const result = await run(
      '{ booking(id: "31") { ticket { code } item { title venueOrMeetingPoint location { lat } } } }',
    )
    expect(result.data?.booking).toEqual({
      ticket: { code: `B-2026-000031.${SIGNATURE}` },
      item: { title: 'Заповедник Утриш', venueOrMeetingPoint: 'Набережная, 1', location: { lat: 44.89 } },
    })
  })

  it('books with the request id and answers the awaiting booking', async () => {
    const { run, calls } = harness({ 'POST /v1/bookings': { body: { data: AWAITING } } })
    const result = await run(CREATE, { input: { session_id: '5', quantity: 2, request_id: REQUEST_ID } })
    expect(result.data?.createBooking).toEqual({
      id: '31',
      status: 'awaiting_payment',
      total: 7000,
      payment: { provider: 'test', expiresAt: '2026-07-10T08:25:00.000Z' },
    })
    expect(calls[0]?.body).toEqual({ session_id: '5', quantity: 2, request_id: REQUEST_ID })
  })

  it.each([
    ['eleven tickets', { quantity: 11 }, 'quantity', BOOKING_MESSAGES.quantity],
    ['no tickets', { quantity: 0 }, 'quantity', BOOKING_MESSAGES.quantity],
    ['a request id that is no UUID', { request_id: 'again' }, 'request_id', BOOKING_MESSAGES.requestId],
  ])('refuses %s before the CMS', async (_name, change, field, message) => {
    const { run, calls } = harness({})
    const result = await run(CREATE, { input: { session_id: '5', quantity: 2, request_id: REQUEST_ID, ...change } })
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } })
    expect(calls).toEqual([])
  })

  it("passes 'Недостаточно свободных мест' on as a field-less refusal", async () => {
    const { run } = harness({
      'POST /v1/bookings': { status: 422, body: { data: { message: BOOKING_MESSAGES.noSeats } } },
    })
    const result = await run(CREATE, { input: { session_id: '5', quantity: 2, request_id: REQUEST_ID } })
    expect(result.errors?.[0]).toMatchObject({
      message: BOOKING_MESSAGES.noSeats,
      extensions: { code: 'BAD_USER_INPUT' },
    })
  })

  it('pays and cancels only after reading the booking as its own', async () => {
    const { run, calls } = harness({
      'GET /v1/bookings/31': { body: { data: AWAITING } },
      'POST /v1/bookings/31/pay': { body: { data: BOOKING } },
      'POST /v1/bookings/31/cancel': {
        body: { data: { ...BOOKING, status: 'cancelled', status_label: 'Отменено', ticket: null } },
      },
    })
    expect((await run('mutation { payBooking(id: "31") { status ticket { reference } } }')).data).toEqual({
      payBooking: { status: 'paid', ticket: { reference: 'B-2026-000031' } },
    })
    expect((await run('mutation { cancelBooking(id: "31") { status } }')).data).toEqual({
      cancelBooking: { status: 'cancelled' },
    })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/bookings/31',
      'POST /v1/bookings/31/pay',
      'GET /v1/bookings/31',
      'POST /v1/bookings/31/cancel',
    ])
  })

  it("another resident's booking is NOT_FOUND and is never paid or cancelled", async () => {
    const { run, calls } = harness({ 'GET /v1/bookings/32': notFound })
    for (const query of [
      '{ booking(id: "32") { id } }',
      'mutation { payBooking(id: "32") { id } }',
      'mutation { cancelBooking(id: "32") { id } }',
    ]) {
      expect((await run(query)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    }
    expect(calls.every((c) => c.method === 'GET')).toBe(true)
  })

  it('refuses visitors on every private booking field without calling the CMS', async () => {
    const { run, calls } = harness({}, { token: null })
    for (const query of [
      '{ bookings { items { id } } }',
      '{ booking(id: "31") { id } }',
      'mutation { payBooking(id: "31") { id } }',
      'mutation { cancelBooking(id: "31") { id } }',
    ]) {
      expect((await run(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
    expect(
      (await run(CREATE, { input: { session_id: '5', quantity: 2, request_id: REQUEST_ID } })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })
})
