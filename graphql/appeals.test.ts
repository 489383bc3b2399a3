import { APPEAL_MESSAGES } from '@anapa/shared/appeals/appealSchema'
import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** The real schema and resolvers; only the city REST API behind CityApi is faked, and every call is recorded. */
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

const TOPIC = { id: 3, name: 'Мусор' }
const NO_DETAIL = { note: null, scheduled_for: null, referred_to: null, duplicate_of: null }
const APPEAL = {
  id: 12,
  number: 'A-2026-000012',
  topic: TOPIC,
  text: 'Переполнены контейнеры у дома, мусор не вывозят третий день',
  address: 'ул. Крымская, 99',
  location: { lat: 44.8951, lon: 37.3163 },
  photos: [{ id: 71, mime_type: 'image/jpeg' }],
  is_public: true,
  status: 'resolved',
  status_label: 'Решено',
  scheduled_for: null,
  referred_to: null,
  duplicate_of: null,
  history: [
    { status: 'new', status_label: 'Новое', at: '2026-07-10T08:10:00.000Z', ...NO_DETAIL },
    { status: 'in_progress', status_label: 'В работе', at: '2026-07-11T09:00:00.000Z', ...NO_DETAIL },
    { status: 'resolved', status_label: 'Решено', at: '2026-07-12T10:00:00.000Z', ...NO_DETAIL },
  ],
  deadline: '22.07.2026',
  expected_datetime: null,
  answer: {
    text: 'Контейнеры вывезены',
    answered_at: '2026-07-12T10:00:00.000Z',
    photos: [{ id: 80, mime_type: 'image/png' }],
  },
  created_at: '2026-07-10T08:10:00.000Z',
}
const LIST_ITEM = {
  id: 12,
  number: APPEAL.number,
  topic: TOPIC,
  text: APPEAL.text,
  status: 'in_progress',
  status_label: 'В работе',
  created_at: APPEAL.created_at,
  deadline: APPEAL.deadline,
  expected_datetime: '2026-07-22T20:59:59.999Z',
}
const REQUEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const VALID_INPUT = {
  topic_id: '3',
  text: 'Переполнены контейнеры у дома, мусор не вывозят третий день',
  address: null,
  location: { lat: 44.8951, lon: 37.3163 },
  photo_ids: ['71'],
  request_id: REQUEST_ID,
  consent: true,
}
const CREATE = `mutation ($input: AppealInput!) { createAppeal(input: $input) { id number status statusLabel } }`

describe('appeals (care service)', () => {
  it('lists the topics without a session, each saying whether it is personal', async () => {
    const { run, calls } = harness(
      {
        'GET /v1/appeals/topics': {
          body: {
            data: [
              { ...TOPIC, personal: false },
              { id: 5, name: 'Соседи', personal: true },
            ],
          },
        },
      },
      { token: null },
    )
    const result = await run('{ appealTopics { id name personal } }')
    expect(result.data).toEqual({
      appealTopics: [
        { id: '3', name: 'Мусор', personal: false },
        { id: '5', name: 'Соседи', personal: true },
      ],
    })
    expect(calls[0]?.authorization).toBeUndefined()
  })

  it("lists the resident's appeals by page with status, topic and page info", async () => {
    const { run, calls } = harness({
      'GET /v1/appeals': { body: { data: [LIST_ITEM], meta: { count: 11, page: 2, per_page: 10 } } },
    })
    const result = await run(
      '{ appeals(page: 2) { items { id number topic { name } status statusLabel deadline } pageInfo { page pageCount total } } }',
    )
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      appeals: {
        items: [
          {
            id: '12',
            number: 'A-2026-000012',
            topic: { name: 'Мусор' },
            status: 'in_progress',
            statusLabel: 'В работе',
            deadline: '22.07.2026',
          },
        ],
        pageInfo: { page: 2, pageCount: 2, total: 11 },
      },
    })
    expect(calls[0]).toMatchObject({ path: '/v1/appeals', authorization: 'Bearer tok-anna' })
    expect(calls[0]?.query.get('page')).toBe('2')
  })

  it('shows one appeal with its photos through the private route, the timeline and the answer', async () => {
    const { run } = harness({ 'GET /v1/appeals/12': { body: { data: APPEAL } } })
    const result = await run(
      '{ appeal(id: "12") { number address location { lat lon } photos { id url } history { status at } deadline answer { text answeredAt photos { url } } } }',
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.appeal).toEqual({
      number: 'A-2026-000012',
      address: 'ул. Крымская, 99',
      location: { lat: 44.8951, lon: 37.3163 },
      photos: [{ id: '71', url: '/api/appeal-photos/71' }],
      history: APPEAL.history.map(({ status, at }) => ({ status, at })),
      deadline: '22.07.2026',
      answer: {
        text: 'Контейнеры вывезены',
        answeredAt: '2026-07-12T10:00:00.000Z',
        photos: [{ url: '/api/appeal-photos/80' }],
      },
    })
  })

  it('passes on each change’s note and detail, the duplicate’s original, open or closed and the expected time', async () => {
    const original = { id: '7', number: 'A-2026-000007', own: false }
    const duplicate = {
      ...APPEAL,
      status: 'duplicate',
      status_label: 'Дубликат',
      duplicate_of: original,
      history: [
        APPEAL.history[0],
        { status: 'accepted', status_label: 'Принято', at: '2026-07-10T09:00:00.000Z', ...NO_DETAIL, note: 'Смотрим' },
        {
          status: 'scheduled',
          status_label: 'Запланировано',
          at: '2026-07-10T10:00:00.000Z',
          ...NO_DETAIL,
          scheduled_for: '2026-07-15T09:00:00.000Z',
        },
        {
          status: 'duplicate',
          status_label: 'Дубликат',
          at: '2026-07-11T09:00:00.000Z',
          ...NO_DETAIL,
          duplicate_of: original,
        },
      ],
    }
    const { run } = harness({ 'GET /v1/appeals/12': { body: { data: duplicate } } })
    const result = await run(
      '{ appeal(id: "12") { status statusLabel closed scheduledFor referredTo duplicateOf { id number own } expectedDatetime history { status statusLabel note scheduledFor duplicateOf { number } } } }',
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.appeal).toEqual({
      status: 'duplicate',
      statusLabel: 'Дубликат',
      closed: true,
      scheduledFor: null,
      referredTo: null,
      duplicateOf: original,
      expectedDatetime: null,
      history: [
        { status: 'new', statusLabel: 'Новое', note: null, scheduledFor: null, duplicateOf: null },
        { status: 'accepted', statusLabel: 'Принято', note: 'Смотрим', scheduledFor: null, duplicateOf: null },
        {
          status: 'scheduled',
          statusLabel: 'Запланировано',
          note: null,
          scheduledFor: '2026-07-15T09:00:00.000Z',
          duplicateOf: null,
        },
        {
          status: 'duplicate',
          statusLabel: 'Дубликат',
          note: null,
          scheduledFor: null,
          duplicateOf: { number: 'A-2026-000007' },
        },
      ],
    })
  })

  it('an open appeal is not closed and carries its expected time', async () => {
    const { run } = harness({
      'GET /v1/appeals': { body: { data: [LIST_ITEM], meta: { count: 1, page: 1, per_page: 10 } } },
      'GET /v1/appeals/12': {
        body: { data: { ...APPEAL, status: 'in_progress', expected_datetime: '2026-07-22T20:59:59.999Z' } },
      },
    })
    const one = await run('{ appeal(id: "12") { closed expectedDatetime } }')
    expect(one.data?.appeal).toEqual({ closed: false, expectedDatetime: '2026-07-22T20:59:59.999Z' })
    const list = await run('{ appeals { items { expectedDatetime } } }')
    expect(list.data?.appeals).toEqual({ items: [{ expectedDatetime: '2026-07-22T20:59:59.999Z' }] })
  })

  it.each([true, false])('tells the author whether their appeal is public (is_public %s)', async (isPublic) => {
    const { run } = harness({ 'GET /v1/appeals/12': { body: { data: { ...APPEAL, is_public: isPublic } } } })
    const result = await run('{ appeal(id: "12") { isPublic topic { id name } } }')
    expect(result.errors).toBeUndefined()
    expect(result.data?.appeal).toEqual({ isPublic, topic: { id: '3', name: 'Мусор' } })
  })

  it("an appeal's topic is a reference without the topic list's personal flag", async () => {
    const { run } = harness({ 'GET /v1/appeals/12': { body: { data: APPEAL } } })
    const result = await run('{ appeal(id: "12") { topic { personal } } }')
    expect(result.errors?.[0]?.message).toBe('Поле «personal» не существует в типе «AppealTopicRef»')
  })

  it("another resident's appeal is NOT_FOUND, as the CMS's 404 says", async () => {
    const { run } = harness({
      'GET /v1/appeals/13': { status: 404, body: { data: { message: 'Обращение не найдено' } } },
    })
    const result = await run('{ appeal(id: "13") { number } }')
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(result.data).toBeNull()
  })

  it('an id that cannot name an appeal is NOT_FOUND without asking the CMS', async () => {
    const { run, calls } = harness({})
    for (const id of ['topics', 'photos', '../user', '12a', '']) {
      const result = await run('query ($id: ID!) { appeal(id: $id) { number } }', { id })
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    }
    expect(calls).toEqual([])
  })

  it('refuses visitors on every private appeal field without calling the CMS', async () => {
    const { run, calls } = harness({}, { token: null })
    for (const query of ['{ appeals { items { id } } }', '{ appeal(id: "12") { id } }']) {
      expect((await run(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
    expect((await run(CREATE, { input: VALID_INPUT })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })

  it('files an appeal with the request id, sending only what was given', async () => {
    const { run, calls } = harness({
      'POST /v1/appeals': { body: { data: { ...APPEAL, status: 'new', status_label: 'Новое', answer: null } } },
    })
    const result = await run(CREATE, { input: VALID_INPUT })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      createAppeal: { id: '12', number: 'A-2026-000012', status: 'new', statusLabel: 'Новое' },
    })
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/appeals', authorization: 'Bearer tok-anna' })
    expect(calls[0]?.body).toEqual({
      topic_id: '3',
      text: VALID_INPUT.text,
      location: { lat: 44.8951, lon: 37.3163 },
      photo_ids: ['71'],
      request_id: REQUEST_ID,
      consent: true,
    })
  })

  it.each([
    ['an empty topic', { topic_id: '' }, 'topic_id', APPEAL_MESSAGES.required],
    ['a short text', { text: 'Мусор' }, 'text', APPEAL_MESSAGES.textMin],
    ['no place at all', { location: null, address: '  ' }, 'location', APPEAL_MESSAGES.place],
    ['a point outside Anapa', { location: { lat: 55.75, lon: 37.61 } }, 'location', APPEAL_MESSAGES.outside],
    ['six photos', { photo_ids: ['1', '2', '3', '4', '5', '6'] }, 'photo_ids', APPEAL_MESSAGES.photos],
    ['a request id that is no UUID', { request_id: 'again' }, 'request_id', APPEAL_MESSAGES.requestId],
    ['no consent', { consent: null }, 'consent', 'Подтвердите согласие на обработку персональных данных'],
    ['a withheld consent', { consent: false }, 'consent', 'Подтвердите согласие на обработку персональных данных'],
  ])('refuses %s with the shared rule before the CMS', async (_name, change, field, message) => {
    const { run, calls } = harness({})
    const result = await run(CREATE, { input: { ...VALID_INPUT, ...change } })
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } })
    expect(calls).toEqual([])
  })

  it.each([true, false])("passes the resident's choice is_public %s on to the CMS", async (isPublic) => {
    const { run, calls } = harness({ 'POST /v1/appeals': { body: { data: { ...APPEAL, is_public: isPublic } } } })
    const result = await run(`mutation ($input: AppealInput!) { createAppeal(input: $input) { id isPublic } }`, {
      input: { ...VALID_INPUT, is_public: isPublic },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ createAppeal: { id: '12', isPublic } })
    expect(calls[0]?.body).toMatchObject({ is_public: isPublic })
  })

  it('leaves is_public out when the resident said nothing, so the topic decides in the CMS', async () => {
    const { run, calls } = harness({ 'POST /v1/appeals': { body: { data: APPEAL } } })
    expect((await run(CREATE, { input: { ...VALID_INPUT, is_public: null } })).errors).toBeUndefined()
    expect(calls[0]?.body).not.toHaveProperty('is_public')
  })

  it('an address alone is a place', async () => {
    const { run, calls } = harness({ 'POST /v1/appeals': { body: { data: APPEAL } } })
    const result = await run(CREATE, { input: { ...VALID_INPUT, location: null, address: 'ул. Крымская, 99' } })
    expect(result.errors).toBeUndefined()
    expect(calls[0]?.body).toMatchObject({ address: 'ул. Крымская, 99' })
    expect(calls[0]?.body).not.toHaveProperty('location')
  })

  it("passes the daily limit's 429 on as TOO_MANY_REQUESTS in the CMS's words", async () => {
    const { run } = harness({
      'POST /v1/appeals': {
        status: 429,
        body: { data: { message: APPEAL_MESSAGES.dailyLimit } },
        headers: { 'retry-after': '3600' },
      },
    })
    const result = await run(CREATE, { input: VALID_INPUT })
    expect(result.errors?.[0]).toMatchObject({
      message: APPEAL_MESSAGES.dailyLimit,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    })
  })
})
