import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** The real schema and resolvers; only the city REST API behind CityApi is faked, and every call is recorded. */
function harness(
  routes: FakeRoutes,
  { token = 'tok-anna' as string | null, idempotencyKey = null as string | null } = {},
) {
  const { calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = { api: cityApi({ token, idempotencyKey }), token, sameOrigin: true }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  return { run, calls }
}

const NUMBER = 'A-2026-000123'
const PUBLIC = {
  number: NUMBER,
  topic: { id: '5', name: 'Благоустройство' },
  text: 'Яма на тротуаре у остановки, нужен ремонт покрытия',
  status: 'resolved',
  status_label: 'Решено',
  address: 'ул. Крымская, 120',
  location: { lat: 44.8951, lon: 37.3165 },
  photos: [{ id: '7a1c9e2f-3b4d-4e5f-8a9b-0c1d2e3f4a5b', url: 'http://cms/x', mime_type: 'image/jpeg' }],
  answer_photos: [],
  scheduled_for: null,
  referred_to: null,
  duplicate_of: null,
  history: [
    {
      status: 'resolved',
      status_label: 'Решено',
      at: '2026-07-14T12:30:00.000Z',
      note: 'Яму заделали',
      scheduled_for: null,
      referred_to: null,
      duplicate_of: { number: 'A-2026-000100' },
    },
  ],
  expected_datetime: null,
  created_at: '2026-07-10T08:15:00.000Z',
  updated_at: '2026-07-14T12:30:00.000Z',
  supporters: 3,
}
const FOLLOWED = {
  ...PUBLIC,
  followed_at: '2026-07-11T07:00:00.000Z',
  verdict_due_until: '2026-07-29T12:30:00.000Z',
  my_verdict: null,
}

const NEARBY = `query ($topicId: ID!, $lat: Float!, $lon: Float!) {
  nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) { number supporters distanceM href photos { id url } }
}`
const FOLLOWED_LIST = `{ followedAppeals { number closed supporters followedAt verdictDueUntil myVerdict href history { note duplicateOf { number } } } }`
const FOLLOW = `mutation ($number: String!) { followAppeal(number: $number) { number followedAt supporters } }`
const UNFOLLOW = `mutation ($number: String!) { unfollowAppeal(number: $number) { number } }`
const VERDICT = `mutation ($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {
  giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) { number verdict note photoIds status statusLabel resolvedAt }
}`

describe('nearby appeals', () => {
  it('asks the CMS for the point without a session and links each to its public page', async () => {
    const { run, calls } = harness(
      { 'GET /v1/public/appeals/nearby': { body: { data: [{ ...PUBLIC, distance_m: 12 }], meta: { count: 1 } } } },
      { token: null },
    )
    const result = await run(NEARBY, { topicId: '5', lat: 44.895123456789, lon: 37.3165 })
    expect(result.errors).toBeUndefined()
    expect(result.data?.nearbyAppeals).toEqual([
      {
        number: NUMBER,
        supporters: 3,
        distanceM: 12,
        href: `/obrashcheniya/${NUMBER}`,
        photos: [{ id: PUBLIC.photos[0]!.id, url: `/api/public-appeal-photos/${PUBLIC.photos[0]!.id}` }],
      },
    ])
    expect(calls).toHaveLength(1)
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ topic: '5', lat: '44.8951235', lon: '37.3165' })
    expect(calls[0]!.authorization).toBeUndefined()
  })

  it.each([
    [{ topicId: 'abc', lat: 44.9, lon: 37.3 }, { topicId: 'Выберите тему из списка' }],
    [{ topicId: '0', lat: 44.9, lon: 37.3 }, { topicId: 'Выберите тему из списка' }],
    [{ topicId: '5', lat: 91, lon: 37.3 }, { location: 'Укажите точку на карте' }],
    [{ topicId: '5', lat: 44.9, lon: -181 }, { location: 'Укажите точку на карте' }],
  ])('refuses %p before asking the CMS', async (variables, fields) => {
    const { run, calls } = harness({})
    const result = await run(NEARBY, variables)
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields })
    expect(calls).toHaveLength(0)
  })
})

describe('supporting appeals', () => {
  it('lists the supported appeals for a resident only', async () => {
    const { run } = harness({ 'GET /v1/appeals/followed': { body: { data: [FOLLOWED], meta: { count: 1 } } } })
    const result = await run(FOLLOWED_LIST)
    expect(result.errors).toBeUndefined()
    expect(result.data?.followedAppeals).toEqual([
      {
        number: NUMBER,
        closed: true,
        supporters: 3,
        followedAt: FOLLOWED.followed_at,
        verdictDueUntil: FOLLOWED.verdict_due_until,
        myVerdict: null,
        href: `/obrashcheniya/${NUMBER}`,
        history: [{ note: 'Яму заделали', duplicateOf: { number: 'A-2026-000100' } }],
      },
    ])
    const visitor = harness({}, { token: null })
    const refused = await visitor.run(FOLLOWED_LIST)
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(visitor.calls).toHaveLength(0)
  })

  it('follows with the Idempotency-Key, and maps the CMS refusals to CONFLICT and NOT_FOUND in Russian', async () => {
    const { run, calls } = harness(
      {
        'POST /v1/appeals/followed': (call) =>
          (call.body as { number: string }).number === NUMBER
            ? { body: { data: FOLLOWED } }
            : { status: 409, body: { data: { message: 'Это ваше обращение' } } },
      },
      { idempotencyKey: 'key-1' },
    )
    const done = await run(FOLLOW, { number: NUMBER })
    expect(done.data?.followAppeal).toEqual({ number: NUMBER, followedAt: FOLLOWED.followed_at, supporters: 3 })
    expect(calls[0]!.headers['idempotency-key']).toBe('key-1')
    expect(calls[0]!.body).toEqual({ number: NUMBER })
    const own = await run(FOLLOW, { number: 'A-2026-000999' })
    expect(own.errors?.[0]).toMatchObject({ message: 'Это ваше обращение', extensions: { code: 'CONFLICT' } })
  })

  it('refuses a malformed number without asking the CMS', async () => {
    const { run, calls } = harness({})
    const follow = await run(FOLLOW, { number: '../admin' })
    expect(follow.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { number: 'Укажите номер обращения, например A-2026-000123' },
    })
    const unfollow = await run(UNFOLLOW, { number: '../admin' })
    expect(unfollow.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(calls).toHaveLength(0)
  })

  it('unfollows by number', async () => {
    const { run, calls } = harness({
      [`DELETE /v1/appeals/followed/${NUMBER}`]: { body: { data: { success: true } } },
      'DELETE /v1/appeals/followed/A-2026-000999': {
        status: 404,
        body: { data: { message: 'Вы не поддерживаете это обращение' } },
      },
    })
    expect((await run(UNFOLLOW, { number: NUMBER })).data?.unfollowAppeal).toEqual({ number: NUMBER })
    const none = await run(UNFOLLOW, { number: 'A-2026-000999' })
    expect(none.errors?.[0]).toMatchObject({
      message: 'Вы не поддерживаете это обращение',
      extensions: { code: 'NOT_FOUND' },
    })
    expect(calls.map((c) => c.method)).toEqual(['DELETE', 'DELETE'])
  })
})

describe('giveAppealVerdict', () => {
  const ANSWER = {
    number: NUMBER,
    verdict: 'disputed',
    note: 'Яма снова на месте',
    photo_ids: ['7a1c9e2f-3b4d-4e5f-8a9b-0c1d2e3f4a5b'],
    resolved_at: '2026-07-14T12:30:00.000Z',
    created_at: '2026-07-16T09:00:00.000Z',
    status: 'in_progress',
    status_label: 'В работе',
  }

  it('sends the verdict with its note and photos and answers the status after it', async () => {
    const { run, calls } = harness({ 'POST /v1/appeals/verdicts': { body: { data: ANSWER } } })
    const result = await run(VERDICT, {
      number: NUMBER,
      verdict: 'disputed',
      note: '  Яма снова на месте ',
      photoIds: ANSWER.photo_ids,
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.giveAppealVerdict).toEqual({
      number: NUMBER,
      verdict: 'disputed',
      note: 'Яма снова на месте',
      photoIds: ANSWER.photo_ids,
      status: 'in_progress',
      statusLabel: 'В работе',
      resolvedAt: ANSWER.resolved_at,
    })
    expect(calls[0]!.body).toEqual({
      number: NUMBER,
      verdict: 'disputed',
      note: 'Яма снова на месте',
      photo_ids: ANSWER.photo_ids,
    })
  })

  it('asks a dispute for its note before the CMS does', async () => {
    const { run, calls } = harness({})
    const result = await run(VERDICT, { number: NUMBER, verdict: 'disputed', note: '   ' })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { note: 'Напишите, что осталось нерешённым' },
    })
    expect(calls).toHaveLength(0)
  })

  it.each([
    [409, 'Срок для оценки истёк', 'CONFLICT'],
    [409, 'Вы уже оценили это решение', 'CONFLICT'],
    [403, 'Оценить решение может автор обращения или тот, кто его поддержал', 'FORBIDDEN'],
    [404, 'Обращение не найдено', 'NOT_FOUND'],
  ])('passes a %d on as its Russian message', async (status, message, code) => {
    const { run } = harness({ 'POST /v1/appeals/verdicts': { status, body: { data: { message } } } })
    const result = await run(VERDICT, { number: NUMBER, verdict: 'confirmed' })
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } })
  })
})
