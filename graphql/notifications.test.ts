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

const STORM = {
  id: 305,
  topic: 'stormAlert',
  title: 'Штормовое предупреждение',
  body: '<p onclick="steal()">Купание запрещено до <strong>18:00</strong>.<script>alert(1)</script><a href="javascript:alert(1)">ссылка</a></p>',
  date: '12.07.2026',
  time: '09:30',
  published_at: '2026-07-12T06:30:00.000Z',
  link: '/opoveshcheniya/anapa-1',
}
const LIST = { data: [STORM], meta: { count: 1 } }
const FIELDS = '{ notifications { id topic title body date time publishedAt link } }'

const SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXtYvTTlSL3QkxhsXHLk-2IN9q7bRa2W1o', auth: 'tBHItJI5svbpez7KI4CCXg' },
})
const SUBSCRIBE =
  'mutation ($token: String!, $device: String!) { subscribePush(token: $token, device: $device) { device createdAt } }'

describe('notifications (the bell)', () => {
  it('answers the list with sanitized HTML bodies (docs/architecture.md#4-session-and-security-rules) and the contract fields', async () => {
    const { run } = harness({ 'GET /v1/push/getPushNotification': { body: LIST } })
    const result = await run(FIELDS)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      notifications: [
        {
          id: '305',
          topic: 'stormAlert',
          title: 'Штормовое предупреждение',
          body: '<p>Купание запрещено до <strong>18:00</strong>.<a>ссылка</a></p>',
          date: '12.07.2026',
          time: '09:30',
          publishedAt: '2026-07-12T06:30:00.000Z',
          link: '/opoveshcheniya/anapa-1',
        },
      ],
    })
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', '/with space'])(
    'never makes %s a link: only a path on this site',
    async (link) => {
      const { run } = harness({ 'GET /v1/push/getPushNotification': { body: { ...LIST, data: [{ ...STORM, link }] } } })
      const result = await run(FIELDS)
      expect((result.data as { notifications: { link: string | null }[] }).notifications[0]!.link).toBeNull()
    },
  )

  it("sends the resident's token, so personal ones come with the broadcasts; without one, asks as a visitor", async () => {
    const signedIn = harness({ 'GET /v1/push/getPushNotification': { body: LIST } })
    await signedIn.run(FIELDS)
    expect(signedIn.calls[0]?.authorization).toBe('Bearer tok-anna')
    const visitor = harness({ 'GET /v1/push/getPushNotification': { body: LIST } }, { token: null })
    expect((await visitor.run(FIELDS)).errors).toBeUndefined()
    expect(visitor.calls[0]?.authorization).toBeUndefined()
  })

  it.each([
    [null, ''],
    ['stormAlert', 'topic=stormAlert'],
    ['poster', 'topic=poster'],
    ['other', 'topic=other'],
  ])('topic %s asks the CMS with "%s"', async (topic, query) => {
    const { run, calls } = harness({ 'GET /v1/push/getPushNotification': { body: { data: [], meta: { count: 0 } } } })
    const result = await run('query ($topic: NotificationTopic) { notifications(topic: $topic) { id } }', { topic })
    expect(result.errors).toBeUndefined()
    expect(calls[0]?.query.toString()).toBe(query)
  })

  it('refuses an unknown topic before the CMS', async () => {
    const { run, calls } = harness({})
    const result = await run('{ notifications(topic: everything) { id } }')
    expect(result.errors?.[0]?.message).toBe('Некорректное значение аргумента «topic»')
    expect(calls).toEqual([])
  })

  it('leaves out an item of a topic it does not know instead of failing the list', async () => {
    const { run } = harness({
      'GET /v1/push/getPushNotification': {
        body: { data: [STORM, { ...STORM, id: 306, topic: 'weather' }], meta: { count: 2 } },
      },
    })
    const result = await run('{ notifications { id } }')
    expect(result.data).toEqual({ notifications: [{ id: '305' }] })
  })

  it('an expired session is UNAUTHENTICATED with the CMS message', async () => {
    const { run } = harness({
      'GET /v1/push/getPushNotification': { status: 401, body: { data: { message: 'Требуется авторизация' } } },
    })
    const result = await run('{ notifications { id } }')
    expect(result.errors?.[0]).toMatchObject({
      message: 'Требуется авторизация',
      extensions: { code: 'UNAUTHENTICATED' },
    })
  })
})

describe('web push', () => {
  it('gives the VAPID public key, null when the CMS serves none', async () => {
    const { run } = harness({
      'GET /v1/push/vapidPublicKey': { body: { data: { key: 'BEl62iUYgUivxIkv69yViEuiBIa' } } },
    })
    expect((await run('{ pushPublicKey }')).data).toEqual({ pushPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' })
    const none = harness({})
    expect((await none.run('{ pushPublicKey }')).data).toEqual({ pushPublicKey: null })
  })

  it('subscribes with the serialised subscription and the device label', async () => {
    const { run, calls } = harness({
      'POST /v1/push/createPushToken': {
        body: { data: { device: 'Chrome, Android', created_at: '2026-07-12T06:30:00.000Z' } },
      },
    })
    const result = await run(SUBSCRIBE, { token: SUBSCRIPTION, device: '  Chrome, Android ' })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ subscribePush: { device: 'Chrome, Android', createdAt: '2026-07-12T06:30:00.000Z' } })
    expect(calls[0]?.body).toEqual({ token: SUBSCRIPTION, device: 'Chrome, Android' })
  })

  it.each([
    ['not JSON', 'fcm:dGhpcy1pcy1hLXRva2Vu'],
    ['no endpoint', JSON.stringify({ keys: { p256dh: 'a', auth: 'b' } })],
    ['a javascript: endpoint', JSON.stringify({ endpoint: 'javascript:alert(1)', keys: { p256dh: 'a', auth: 'b' } })],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' })],
    [
      'keys that are not base64url',
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: '<b>', auth: 'b' } }),
    ],
    ['an array', '[]'],
  ])('refuses a token that is %s before the CMS, in Russian on the field', async (_name, token) => {
    const { run, calls } = harness({})
    const result = await run(SUBSCRIBE, { token, device: 'Chrome, Android' })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: 'Недействительная подписка на уведомления' },
    })
    expect(calls).toEqual([])
  })

  it('refuses an empty or over-long device label', async () => {
    const { run } = harness({})
    const empty = await run(SUBSCRIBE, { token: SUBSCRIPTION, device: '   ' })
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ device: 'Это обязательное поле' })
    const long = await run(SUBSCRIBE, { token: SUBSCRIPTION, device: 'я'.repeat(101) })
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ device: 'Максимальная длина 100 символов' })
  })

  it('passes the CMS refusal of a push service it does not know through to the field', async () => {
    const { run } = harness({
      'POST /v1/push/createPushToken': {
        status: 422,
        body: { data: { message: 'Проверьте данные', fields: { token: 'Недействительная подписка на уведомления' } } },
      },
    })
    const result = await run(SUBSCRIBE, { token: SUBSCRIPTION, device: 'Chrome' })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      fields: { token: 'Недействительная подписка на уведомления' },
    })
  })

  it('unsubscribes by endpoint and answers whether one was removed', async () => {
    const { run, calls } = harness({ 'POST /v1/push/removePushToken': { body: { data: { removed: true } } } })
    const result = await run('mutation ($e: String!) { unsubscribePush(endpoint: $e) }', {
      e: 'https://fcm.googleapis.com/fcm/send/abc123',
    })
    expect(result.data).toEqual({ unsubscribePush: true })
    expect(calls[0]?.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' })
  })

  it('visitors cannot subscribe or unsubscribe: UNAUTHENTICATED, nothing sent', async () => {
    const { run, calls } = harness({}, { token: null })
    const subscribe = await run(SUBSCRIBE, { token: SUBSCRIPTION, device: 'Chrome' })
    const unsubscribe = await run('mutation { unsubscribePush(endpoint: "https://fcm.googleapis.com/x") }')
    expect(subscribe.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(unsubscribe.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })
})
