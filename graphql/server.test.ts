import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import type { RestMagazineDetail } from './datasources/restTypes'
import { createGatewayServer, INTERNAL_ERROR_MESSAGE, maskError } from './server'

/** The real schema and resolvers in-process, with the REST layer faked at fetch. */
function contextWith(routes: FakeRoutes): GatewayContext {
  return { api: fakeCityApi(routes).cityApi(), token: null, sameOrigin: true }
}

const article: RestMagazineDetail = {
  id: 7,
  name: 'Джемете: дюны и мелководье',
  slug: 'dzhemete',
  type: 'stati',
  preview_picture: null,
  category: { id: 1, name: 'Пляжи', slug: 'plyazhi' },
  created_at: '2026-06-01T09:00:00.000Z',
  description: 'Описание',
  seo: { title: null, description: null },
  text: '<p>Текст</p><script>alert(1)</script>',
  updated_at: '2026-06-02T09:00:00.000Z',
  gallery: [],
  location: { coordinates: { lat: 44.93, lon: 37.27 } },
  videos: [
    { title: 'Видео', url: 'https://rutube.ru/video/1' },
    { title: 'Небезопасное', url: 'javascript:alert(1)' },
  ],
  blocks: [{ title: 'Что взять', description: null, picture: null, items: [{ item: 'Панаму' }] }],
}

const ARTICLE = `query ($type: String!, $slug: String!) {
  article(type: $type, slug: $slug) { name html location { lat lon } videos { url } blocks { items } }
}`

async function run(query: string, variables: Record<string, unknown>, context: GatewayContext) {
  const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  return response.body.singleResult
}

describe('gateway: journal', () => {
  it('pages the journal at 9 and counts pages from meta.count', async () => {
    const context = contextWith({
      '/v1/magazines': { status: 200, body: { data: [{ ...article, id: 1 }], meta: { count: 19 } } },
    })
    const result = await run(
      '{ journal(page: 3) { items { id name category { slug } } pageInfo { total page pageSize pageCount } } }',
      {},
      context,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      journal: {
        items: [{ id: '1', name: article.name, category: { slug: 'plyazhi' } }],
        pageInfo: { total: 19, page: 3, pageSize: 9, pageCount: 3 },
      },
    })
  })

  it('refuses page 0 with a Russian BAD_USER_INPUT error', async () => {
    const result = await run('{ journal(page: 0) { pageInfo { total } } }', {}, contextWith({}))
    expect(result.errors?.[0]).toMatchObject({
      message: 'Некорректный номер страницы',
      extensions: { code: 'BAD_USER_INPUT' },
    })
  })

  it('serves an article with sanitized HTML and only https videos', async () => {
    const context = contextWith({ '/v2/magazines/dzhemete': { status: 200, body: { data: article } } })
    const result = await run(ARTICLE, { type: 'stati', slug: 'dzhemete' }, context)
    expect(result.data).toEqual({
      article: {
        name: article.name,
        html: '<p>Текст</p>',
        location: { lat: 44.93, lon: 37.27 },
        videos: [{ url: 'https://rutube.ru/video/1' }],
        blocks: [{ items: ['Панаму'] }],
      },
    })
  })

  it('gives null, not an error, for an unknown slug or the wrong type', async () => {
    const context = contextWith({ '/v2/magazines/dzhemete': { status: 200, body: { data: article } } })
    expect((await run(ARTICLE, { type: 'novosti', slug: 'dzhemete' }, context)).data).toEqual({ article: null })
    expect((await run(ARTICLE, { type: 'stati', slug: 'net-takoy' }, context)).data).toEqual({ article: null })
  })

  it('surfaces a CMS outage as an error, so ISR keeps the last good page', async () => {
    const context = contextWith({ '/v2/magazines/dzhemete': { status: 503, body: { data: { message: 'db down' } } } })
    const result = await run(ARTICLE, { type: 'stati', slug: 'dzhemete' }, context)
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
    expect(JSON.stringify(result)).not.toContain('db down')
  })
})

describe('maskError', () => {
  it('hides unexpected errors and their stack traces', () => {
    const masked = maskError({
      message: 'TypeError: cannot read properties of undefined (reading "x")',
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x.js:1'] },
    })
    expect(masked).toEqual({ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } })
  })

  it('keeps deliberate errors but drops any stack trace', () => {
    const kept = maskError({ message: 'Статья не найдена', extensions: { code: 'NOT_FOUND', stacktrace: ['x'] } })
    expect(kept).toEqual({ message: 'Статья не найдена', extensions: { code: 'NOT_FOUND' } })
  })
})

describe('gateway: unexpected errors are reported (docs/operations.md#error-reporting)', () => {
  async function runReported(query: string, context: GatewayContext) {
    const reported: { error: unknown; context: Record<string, unknown> }[] = []
    const server = createGatewayServer({ report: (error, facts) => reported.push({ error, context: facts }) })
    const response = await server.executeOperation({ query }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return { result: response.body.singleResult, reported }
  }

  it('hands a masked internal error to the reporter, with the operation and field', async () => {
    const { result, reported } = await runReported(
      'query JournalRouteQuery { journal(page: 1) { items { id } } }',
      contextWith({ '/v1/magazines': { status: 200, body: { unexpected: 'shape' } } }),
    )
    expect(result.errors?.[0]).toMatchObject({ message: INTERNAL_ERROR_MESSAGE })
    expect(reported).toHaveLength(1)
    expect(reported[0]!.error).toBeInstanceOf(Error)
    expect(reported[0]!.context).toMatchObject({
      source: 'gateway',
      route: '/api/graphql',
      tags: { operation: 'JournalRouteQuery', field: 'journal' },
    })
  })

  it('does not report the caller’s or the CMS’s deliberate errors', async () => {
    const down = await runReported(
      '{ journal(page: 1) { items { id } } }',
      contextWith({ '/v1/magazines': { status: 503, body: { data: { message: 'Недоступно' } } } }),
    )
    const invalid = await runReported('{ noSuchField }', contextWith({}))
    expect([down.result.errors?.[0]?.extensions?.code, invalid.result.errors?.[0]?.extensions?.code]).toEqual([
      'UPSTREAM_UNAVAILABLE',
      'GRAPHQL_VALIDATION_FAILED',
    ])
    expect([...down.reported, ...invalid.reported]).toEqual([])
  })
})
