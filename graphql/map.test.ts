import { fakeCityApi, type FakeAnswer } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import type { RestMapObject } from './datasources/catalogueRestTypes'
import { createGatewayServer } from './server'

// The gateway maps media of the CMS it talks to; here that CMS is the fake at http://cms.test.
const savedApiBase = process.env.API_BASE_URL
beforeAll(() => {
  process.env.API_BASE_URL = 'http://cms.test'
})
afterAll(() => {
  process.env.API_BASE_URL = savedApiBase
})

/** The real schema and resolvers in-process, with the REST layer faked at fetch. */
function contextWith(answer: FakeAnswer) {
  const cms = fakeCityApi({ '*': answer })
  const context: GatewayContext = { api: cms.cityApi(), token: null, sameOrigin: true }
  return { context, requested: cms.urls }
}

async function run(query: string, context: GatewayContext) {
  const response = await createGatewayServer().executeOperation({ query }, { contextValue: context })
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  return response.body.singleResult
}

const objects: RestMapObject[] = [
  {
    kind: 'beach',
    id: 7,
    slug: null,
    title: 'Джемете',
    subtitle: 'Открыт',
    point: { lat: 44.93, lon: 37.28 },
    image: { url: 'http://cms.test/api/media/file/b-640x400.jpg', width: 640, height: 400, alt: 'Пляж' },
  },
  {
    kind: 'route',
    id: 3,
    slug: null,
    title: 'Высокий берег',
    subtitle: 'Лёгкий маршрут, 1,3 км',
    point: { lat: 44.895, lon: 37.31 },
    track: [
      { lat: 44.895, lon: 37.31 },
      { lat: 44.89, lon: 37.3 },
    ],
    image: null,
  },
  {
    kind: 'camera',
    id: 1,
    slug: null,
    title: 'Неизвестный вид',
    subtitle: null,
    point: { lat: 1, lon: 1 },
    image: null,
  },
] as RestMapObject[]

const QUERY = `{ mapObjects(kinds: [BEACH, ROUTE, BEACH]) {
  kind id slug title subtitle point { lat lon } track { lat lon } image { url width height alt }
} }`

describe('gateway: map', () => {
  it('asks GET /v1/map once, with the kinds, and maps the answer', async () => {
    const { context, requested } = contextWith({ status: 200, body: { data: objects, meta: { count: 3 } } })
    const result = await run(QUERY, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual(['/v1/map?kind%5B%5D=beach&kind%5B%5D=route'])
    expect(result.data).toEqual({
      mapObjects: [
        {
          kind: 'BEACH',
          id: '7',
          slug: null,
          title: 'Джемете',
          subtitle: 'Открыт',
          point: { lat: 44.93, lon: 37.28 },
          track: null,
          // The CMS's address never reaches the page: media come from the site's own /media path.
          image: { url: '/media/b-640x400.jpg', width: 640, height: 400, alt: 'Пляж' },
        },
        {
          kind: 'ROUTE',
          id: '3',
          slug: null,
          title: 'Высокий берег',
          subtitle: 'Лёгкий маршрут, 1,3 км',
          point: { lat: 44.895, lon: 37.31 },
          track: [
            { lat: 44.895, lon: 37.31 },
            { lat: 44.89, lon: 37.3 },
          ],
          image: null,
        },
      ],
    })
  })

  it('asks for every kind when none is given', async () => {
    const { context, requested } = contextWith({ status: 200, body: { data: [], meta: { count: 0 } } })
    expect((await run('{ mapObjects { id } }', context)).data).toEqual({ mapObjects: [] })
    expect(requested).toEqual(['/v1/map'])
  })

  it('an upstream failure is an error, never an empty map', async () => {
    const { context } = contextWith({ status: 503, body: { data: { message: 'maintenance' } } })
    const result = await run('{ mapObjects { id } }', context)
    expect(result.data).toBeNull()
    expect(result.errors?.length).toBeGreaterThan(0)
  })
})

describe('describePoint: an appeal point in words', () => {
  const DESCRIBE =
    '{ describePoint(point: { lat: 44.9301, lon: 37.2801 }) { nearest { title distanceMeters } address text } }'
  const signedIn = (answer: FakeAnswer) => {
    const { context, requested } = contextWith(answer)
    return { context: { ...context, token: 'tok-anna' }, requested }
  }

  it('names the nearest beach, place or city object from one map call, without a geocoder', async () => {
    const { context, requested } = signedIn({ status: 200, body: { data: objects, meta: { count: 2 } } })
    const result = await run(DESCRIBE, context)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      describePoint: {
        nearest: { title: 'Джемете', distanceMeters: 14 },
        address: null,
        text: 'рядом: Джемете, 14\u00a0м',
      },
    })
    expect(requested).toEqual(['/v1/map?kind%5B%5D=beach&kind%5B%5D=place&kind%5B%5D=urban'])
  })

  it('is for signed-in residents only, and refuses a point off the globe before any call', async () => {
    const visitor = contextWith({ status: 200, body: { data: objects, meta: { count: 2 } } })
    expect((await run(DESCRIBE, visitor.context)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const { context, requested } = signedIn({ status: 200, body: { data: objects, meta: { count: 2 } } })
    const result = await run('{ describePoint(point: { lat: 91, lon: 37 }) { text } }', context)
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { point: 'Выберите точку на карте' },
    })
    expect(requested).toEqual([])
  })
})
