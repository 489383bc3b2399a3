import { GraphQLError } from 'graphql'

import { fakeCityApi, type FakeCall } from '@/lib/test/fakeCityApi'
import { CityApi } from './CityApi'
import { errorFromResponse, UPSTREAM_UNAVAILABLE_MESSAGE } from './errors'
import { pathSegment } from './CityApi'

/** The shared fake city API answering every path alike; `body: undefined` answers a text that is not JSON. */
function fakeFetch(status: number, body: unknown) {
  const cms = fakeCityApi({ '*': { status, body: body === undefined ? 'not json' : body } })
  return { calls: cms.calls as (FakeCall & { init: RequestInit })[], fetchImpl: cms.fetch }
}

const list = { data: [], meta: { count: 0 } }

describe('CityApi', () => {
  it('builds the docs/spec.md#7-calls-the-product-makes journal query and sends no Authorization for visitors', async () => {
    const { calls, fetchImpl } = fakeFetch(200, list)
    await new CityApi({ baseUrl: 'http://cms.test/', fetchImpl }).journalList({
      page: 2,
      perPage: 9,
      categories: ['plyazhi', 'turizm'],
      type: 'stati',
    })
    const url = new URL(calls[0]!.href)
    expect(url.origin + url.pathname).toBe('http://cms.test/v1/magazines')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('per_page')).toBe('9')
    expect(url.searchParams.get('direction')).toBe('asc')
    expect(url.searchParams.get('orderBy')).toBe('sort')
    expect(url.searchParams.getAll('category[]')).toEqual(['plyazhi', 'turizm'])
    expect(url.searchParams.get('type')).toBe('stati')
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined()
  })

  it('sends the bearer token when the request carries one', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: [] })
    await new CityApi({ baseUrl: 'http://cms.test', token: 'abc123', fetchImpl }).journalCategories()
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer abc123')
  })

  it('asks the CMS for an uncompressed answer: compressing JSON for a caller next to it is wasted work', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: [] })
    await new CityApi({ baseUrl: 'http://cms.test', token: 'abc123', fetchImpl }).journalCategories()
    expect((calls[0]!.init.headers as Record<string, string>)['accept-encoding']).toBe('identity')
  })

  it("passes the browser's address on, so the API rate-limits per client", async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: { success: true } })
    await new CityApi({ baseUrl: 'http://cms.test', clientIp: '203.0.113.7', fetchImpl }).sendCode('79181234567')
    expect((calls[0]!.init.headers as Record<string, string>)['x-forwarded-for']).toBe('203.0.113.7')
  })

  it("passes the site request's id on, after a sign-in too, so the CMS logs its lines under it", async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: [] })
    const api = new CityApi({ baseUrl: 'http://cms.test', requestId: 'req-42', fetchImpl })
    await api.journalCategories()
    await api.withToken('abc123').journalCategories()
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['x-request-id'])).toEqual(['req-42', 'req-42'])
  })

  it('times each call under its operation, the path template and never the filled-in key', async () => {
    const { siteMetrics } = await import('@/lib/server/observability/metrics')
    const { fetchImpl } = fakeFetch(200, { data: { id: 1 } })
    await new CityApi({ baseUrl: 'http://cms.test', fetchImpl }).event('den-goroda')
    const text = await siteMetrics().registry.metrics()
    expect(text).toMatch(
      /anapa_upstream_request_duration_seconds_count\{operation="GET \/v1\/events\/\{slug\}",status="2xx"\} 1/,
    )
    expect(text).not.toContain('den-goroda')
  })

  it('encodes the slug into the path', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: {} })
    await new CityApi({ baseUrl: 'http://cms.test', fetchImpl }).magazine('a b?#%')
    expect(calls[0]!.href).toBe('http://cms.test/v2/magazines/a%20b%3F%23%25')
  })

  it('maps a failed answer through errorFromResponse', async () => {
    const { fetchImpl } = fakeFetch(404, { data: { message: 'Статья не найдена' } })
    const error = await new CityApi({ baseUrl: 'http://cms.test', fetchImpl }).magazine('x').catch((e) => e)
    expect(error).toBeInstanceOf(GraphQLError)
    expect(error.message).toBe('Статья не найдена')
    expect(error.extensions.code).toBe('NOT_FOUND')
  })

  it('turns a timeout into UPSTREAM_UNAVAILABLE', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as unknown as typeof fetch
    const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl: hanging, timeoutMs: 20 })
    const error = await api.journalCategories().catch((e) => e)
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', cause: 'timeout' })
    expect(error.message).toBe(UPSTREAM_UNAVAILABLE_MESSAGE)
  })

  it('turns a refused connection into UPSTREAM_UNAVAILABLE', async () => {
    const refusing = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    const error = await new CityApi({ baseUrl: 'http://cms.test', fetchImpl: refusing })
      .journalCategories()
      .catch((e) => e)
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', cause: 'network' })
  })

  it('refuses a 200 whose body is not JSON', async () => {
    const { fetchImpl } = fakeFetch(200, undefined)
    const error = await new CityApi({ baseUrl: 'http://cms.test', fetchImpl }).journalCategories().catch((e) => e)
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE')
  })
})

describe('CityApi keys and redirects', () => {
  const item = { data: { id: 1 } }

  it.each([
    ['an empty key', ''],
    ['a dot segment', '.'],
    ['a parent segment', '..'],
    ['a slash', 'a/../b'],
    ['a backslash', 'a\\b'],
    ['NUL', 'a\u0000b'],
    ['a bidi override', 'a\u202eb'],
  ])('answers NOT_FOUND for %s without asking the CMS', async (_case, key) => {
    const { calls, fetchImpl } = fakeFetch(200, item)
    const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
    for (const load of [api.event, api.tour, api.place, api.beach, api.beachGroup, api.walkingRoute]) {
      expect((await load(key).catch((e) => e)).extensions?.code).toBe('NOT_FOUND')
    }
    expect((await api.magazine(key).catch((e) => e)).extensions?.code).toBe('NOT_FOUND')
    expect((await api.infrastructureObject(key).catch((e) => e)).extensions?.code).toBe('NOT_FOUND')
    expect(calls).toHaveLength(0)
  })

  it('never sends the list route beside an item route as a key (tours/groups, beaches/groups)', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: [] })
    const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
    expect((await api.tour('groups').catch((e) => e)).extensions.code).toBe('NOT_FOUND')
    expect((await api.beach('GROUPS').catch((e) => e)).extensions.code).toBe('NOT_FOUND')
    expect(calls).toHaveLength(0)
    expect(pathSegment('groups')).toBe('groups')
  })

  it('never follows a redirect and treats a 3xx as an upstream error', async () => {
    const cms = fakeCityApi({ '*': { status: 308, body: null, headers: { location: 'http://cms.test/v1/events' } } })
    const error = await cms
      .cityApi()
      .event('x')
      .catch((e) => e)
    expect(cms.calls[0]!.init?.redirect).toBe('manual')
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', cause: 'redirect' })
  })

  it('refuses a list where an item belongs', async () => {
    const { fetchImpl } = fakeFetch(200, { data: [{ id: 1 }, { id: 2 }] })
    const error = await new CityApi({ baseUrl: 'http://cms.test', fetchImpl }).event('x').catch((e) => e)
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE')
  })
})

describe('CityApi per-request memo', () => {
  it('makes one call for identical GETs, even concurrent ones', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: { id: 1 } })
    const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
    const [a, b] = await Promise.all([api.event('x'), api.event('x')])
    await api.event('x')
    expect(a).toEqual(b)
    expect(calls).toHaveLength(1)
    await api.event('y')
    expect(calls).toHaveLength(2)
  })

  it('keys by query too: another page is another call', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: [], meta: { count: 0 } })
    const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
    await api.beaches({ page: 1, perPage: 12 })
    await api.beaches({ page: 2, perPage: 12 })
    await api.beaches({ page: 1, perPage: 12 })
    expect(calls.map((c) => new URL(c.href).searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('never dedupes writes, and a write makes later reads fresh', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: { success: true, token: 't' } })
    const api = new CityApi({ baseUrl: 'http://cms.test', token: 'abc', fetchImpl })
    await api.user()
    await api.sendCode('79181234567')
    await api.sendCode('79181234567')
    await api.user()
    expect(calls.map((c) => `${c.init.method} ${new URL(c.href).pathname}`)).toEqual([
      'GET /v1/user',
      'POST /v1/authorize/phone/sendCode',
      'POST /v1/authorize/phone/sendCode',
      'GET /v1/user',
    ])
  })

  it('shares nothing between instances (one per request) or with withToken', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { data: { id: 1 } })
    const first = new CityApi({ baseUrl: 'http://cms.test', token: 'a', fetchImpl })
    await first.user()
    await new CityApi({ baseUrl: 'http://cms.test', token: 'b', fetchImpl }).user()
    await first.withToken('c').user()
    expect(calls.map((c) => (c.init.headers as Record<string, string>).authorization)).toEqual([
      'Bearer a',
      'Bearer b',
      'Bearer c',
    ])
  })
})

describe('errorFromResponse (docs/architecture.md#2-data-flow)', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('%i → %s with data.message as the message', (status, code) => {
    const error = errorFromResponse(status, { data: { message: 'Сообщение сервера' } })
    expect(error.extensions.code).toBe(code)
    expect(error.message).toBe('Сообщение сервера')
  })

  it('passes field errors of 422 in extensions.fields', () => {
    const error = errorFromResponse(422, { data: { message: 'Ошибка', fields: { phone: 'Неверный номер' } } })
    expect(error.extensions.fields).toEqual({ phone: 'Неверный номер' })
  })

  it('never forwards the upstream text of a 5xx', () => {
    const error = errorFromResponse(500, { data: { message: 'SQLITE_BUSY: database is locked at /var/x' } })
    expect(error.message).toBe(UPSTREAM_UNAVAILABLE_MESSAGE)
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE')
  })

  it('falls back to a Russian message when the body has none', () => {
    expect(errorFromResponse(404, null).message).toBe('Произошла ошибка')
    expect(errorFromResponse(400, '<html>').message).toBe('Произошла ошибка')
  })
})
