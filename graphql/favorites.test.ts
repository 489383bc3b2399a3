import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** The real schema and resolvers; only the city REST API behind CityApi is faked, and every call is recorded. */
function harness(routes: FakeRoutes, { token = 'tok-anna' as string | null, sameOrigin = true } = {}) {
  const { calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = { api: cityApi({ token }), token, sameOrigin }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  return { run, calls }
}

// The gateway maps media of the CMS it talks to; here that CMS is the fake at http://cms.test.
const savedApiBase = process.env.API_BASE_URL
beforeAll(() => {
  process.env.API_BASE_URL = 'http://cms.test'
})
afterAll(() => {
  process.env.API_BASE_URL = savedApiBase
})

const BEACH = {
  entity: 'beach',
  slug: '12',
  page_slug: '12',
  title: 'Центральный пляж',
  image: { url: 'http://cms.test/api/media/file/beach.jpg', width: 1200, height: 800, alt: 'Пляж' },
  available: true,
  added_at: '2026-07-10T08:15:00.000Z',
}
const ARTICLE = {
  entity: 'magazine',
  slug: 'luchshie-plyazhi',
  page_slug: 'stati/luchshie-plyazhi',
  title: 'Лучшие пляжи Анапы',
  image: null,
  available: true,
  added_at: '2026-07-09T08:15:00.000Z',
}
const CAMERA = { ...BEACH, entity: 'camera', slug: '3', page_slug: '3', title: 'Камера на набережной', image: null }
const TOUR = { ...ARTICLE, entity: 'clickpass-products', slug: 'dzhiping', page_slug: 'dzhiping', title: 'Джипинг' }
const GONE = {
  entity: 'event',
  slug: 'festival-kino',
  page_slug: null,
  title: 'Фестиваль кино',
  image: null,
  available: false,
  added_at: '2026-07-01T10:00:00.000Z',
}

const LIST = '{ favorites { entity slug title image { url alt } available addedAt href } }'
const ADD = 'mutation ($e: FavoriteEntity!, $s: String!) { addFavorite(entity: $e, slug: $s) { entity slug href } }'
const REMOVE = 'mutation ($e: FavoriteEntity!, $s: String!) { removeFavorite(entity: $e, slug: $s) { entity slug } }'

describe('favourites in the gateway', () => {
  it('lists the resident’s favourites with hrefs from the site’s own route table, gone items without one', async () => {
    const { run, calls } = harness({
      'GET /v1/favorites': { body: { data: [BEACH, ARTICLE, CAMERA, TOUR, GONE], meta: { count: 5 } } },
    })
    const result = await run(LIST)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      favorites: [
        {
          entity: 'BEACH',
          slug: '12',
          title: 'Центральный пляж',
          image: { url: '/media/beach.jpg', alt: 'Пляж' },
          available: true,
          addedAt: '2026-07-10T08:15:00.000Z',
          href: '/plyazhi/12',
        },
        expect.objectContaining({ entity: 'MAGAZINE', href: '/zhurnal-kurorta/stati/luchshie-plyazhi' }),
        // A camera has no page of its own: the cameras page.
        expect.objectContaining({ entity: 'CAMERA', href: '/onlayn-kamery' }),
        expect.objectContaining({ entity: 'CLICKPASS_PRODUCTS', href: '/ekskursii-i-tury/dzhiping' }),
        expect.objectContaining({ entity: 'EVENT', title: 'Фестиваль кино', available: false, href: null }),
      ],
    })
    expect(calls.map((c) => [c.method, c.path, c.authorization])).toEqual([['GET', '/v1/favorites', 'Bearer tok-anna']])
  })

  it('leaves out a kind the site does not know rather than failing the list', async () => {
    const { run } = harness({
      'GET /v1/favorites': { body: { data: [{ ...BEACH, entity: 'parking' }, BEACH], meta: { count: 2 } } },
    })
    const result = await run('{ favorites { entity slug } }')
    expect(result.data).toEqual({ favorites: [{ entity: 'BEACH', slug: '12' }] })
  })

  it('adds with PUT /v1/favorites/{entity}/{slug} and no body', async () => {
    const { run, calls } = harness({ 'PUT /v1/favorites/clickpass-products/dzhiping': { body: { data: TOUR } } })
    const result = await run(ADD, { e: 'CLICKPASS_PRODUCTS', s: 'dzhiping' })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      addFavorite: { entity: 'CLICKPASS_PRODUCTS', slug: 'dzhiping', href: '/ekskursii-i-tury/dzhiping' },
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'PUT', authorization: 'Bearer tok-anna', body: undefined })
  })

  it('removes with DELETE and answers the key', async () => {
    const { run, calls } = harness({
      'DELETE /v1/favorites/beach/12': { body: { data: { entity: 'beach', slug: '12' } } },
    })
    const result = await run(REMOVE, { e: 'BEACH', s: '12' })
    expect(result.data).toEqual({ removeFavorite: { entity: 'BEACH', slug: '12' } })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v1/favorites/beach/12'])
  })

  it("another resident's favourite or an unknown item is NOT_FOUND, as the CMS's 404", async () => {
    const { run } = harness({ '*': { status: 404, body: { data: { message: 'Не найдено' } } } })
    for (const query of [ADD, REMOVE]) {
      const result = await run(query, { e: 'EVENT', s: 'chuzhoe' })
      expect(result.errors?.[0]).toMatchObject({ message: 'Не найдено', extensions: { code: 'NOT_FOUND' } })
    }
  })

  it.each([
    ['a slash', '12/../../user'],
    ['an encoded slash', '12%2F..'],
    ['a dot segment', '..'],
    ['upper case', 'Dzhiping'],
    ['a space', 'dzhiping v gory'],
    ['too long', 'a'.repeat(121)],
    ['empty', ''],
  ])('a key with %s names nothing and never reaches the CMS', async (_name, slug) => {
    const { run, calls } = harness({})
    for (const query of [ADD, REMOVE]) {
      const result = await run(query, { e: 'BEACH', s: slug })
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    }
    expect(calls).toEqual([])
  })

  it('the 500th-favourite limit arrives as BAD_USER_INPUT with the CMS’s message', async () => {
    const message = 'Можно добавить не больше 500 мест в избранное'
    const { run } = harness({ 'PUT /v1/favorites/beach/12': { status: 422, body: { data: { message } } } })
    const result = await run(ADD, { e: 'BEACH', s: '12' })
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } })
  })

  it('visitors get the sign-in error and nothing reaches the CMS', async () => {
    const { run, calls } = harness({}, { token: null })
    for (const [query, variables] of [
      [LIST, {}],
      [ADD, { e: 'BEACH', s: '12' }],
      [REMOVE, { e: 'BEACH', s: '12' }],
    ] as const) {
      const result = await run(query, variables)
      expect(result.errors?.[0]).toMatchObject({
        message: 'Требуется авторизация',
        extensions: { code: 'UNAUTHENTICATED' },
      })
    }
    expect(calls).toEqual([])
  })

  it('mutations from a foreign origin are refused before any call (the gateway’s CSRF rule)', async () => {
    const { run, calls } = harness({}, { sameOrigin: false })
    for (const query of [ADD, REMOVE]) {
      const result = await run(query, { e: 'BEACH', s: '12' })
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    }
    expect(calls).toEqual([])
  })
})
