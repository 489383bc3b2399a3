import { fakeCityApi, type FakeAnswer } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

// «Доступная среда» through the gateway (docs/decisions/0055-accessibility-as-data.md): the real
// schema and resolvers in-process, the REST layer faked at fetch.

const savedApiBase = process.env.API_BASE_URL
beforeAll(() => {
  process.env.API_BASE_URL = 'http://cms.test'
})
afterAll(() => {
  process.env.API_BASE_URL = savedApiBase
})

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

const ACCESSIBILITY =
  'accessibility { features { key label } note accessible surface { value label } gradient { value label } }'

const place = {
  id: 2,
  title: 'Горгиппия',
  summary: null,
  preview_picture: null,
  category: { value: 'museum', label: 'Музеи' },
  address: null,
  working_hours: null,
  price_from: null,
  location: null,
  // `elevator` stands for a feature a city API may add before us: it is left out, not an error.
  accessibility: { features: ['ramp', 'tactile', 'elevator'], note: 'Пандус у входа', accessible: true },
}

const route = {
  id: 1,
  title: 'Высокий берег',
  summary: null,
  preview_picture: null,
  distance_meters: 1300,
  duration_minutes: 30,
  difficulty: null,
  start: null,
  accessibility: {
    features: ['step_free'],
    surface: { value: 'tiles', label: 'Плитка' },
    gradient: { value: 'gentle', label: 'Пологий' },
    note: null,
    accessible: true,
  },
}

const page = (item: unknown) => ({ status: 200, body: { data: [item], meta: { count: 1, page: 1, per_page: 12 } } })

describe('gateway: «Доступная среда»', () => {
  it('labels a place’s features from the shared vocabulary and passes accessible=true on', async () => {
    const { context, requested } = contextWith(page(place))
    const result = await run(`{ places(page: 1, accessible: true) { items { id ${ACCESSIBILITY} } } }`, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual(['/v1/places?page=1&per_page=12&accessible=true'])
    expect(result.data).toEqual({
      places: {
        items: [
          {
            id: '2',
            accessibility: {
              features: [
                { key: 'ramp', label: 'Пандус' },
                { key: 'tactile', label: 'Тактильные указатели' },
              ],
              note: 'Пандус у входа',
              accessible: true,
              surface: null,
              gradient: null,
            },
          },
        ],
      },
    })
  })

  it('gives a route its surface and gradient', async () => {
    const { context, requested } = contextWith(page(route))
    const result = await run(`{ walkingRoutes(page: 1, accessible: true) { items { ${ACCESSIBILITY} } } }`, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual(['/v1/routes?page=1&per_page=12&accessible=true'])
    expect(result.data).toEqual({
      walkingRoutes: {
        items: [
          {
            accessibility: {
              features: [{ key: 'step_free', label: 'Вход без ступенек' }],
              note: null,
              accessible: true,
              surface: { value: 'tiles', label: 'Плитка' },
              gradient: { value: 'gentle', label: 'Пологий' },
            },
          },
        ],
      },
    })
  })

  it('reads an item the upstream sends without accessibility as nothing recorded', async () => {
    const { accessibility: _left, ...bare } = place
    const { context } = contextWith(page(bare))
    const result = await run(`{ places(page: 1) { items { ${ACCESSIBILITY} } } }`, context)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      places: {
        items: [{ accessibility: { features: [], note: null, accessible: false, surface: null, gradient: null } }],
      },
    })
  })

  it.each([
    ['beaches(page: 1, accessible: false)', '/v1/beaches?page=1&per_page=12'],
    ['beaches(page: 1)', '/v1/beaches?page=1&per_page=12'],
    ['beaches(page: 1, accessible: true)', '/v1/beaches?page=1&per_page=12&accessible=true'],
    ['infrastructure(page: 1, accessible: true)', '/v1/infrastructure?page=1&per_page=12&accessible=true'],
    ['places(page: 1, accessible: null)', '/v1/places?page=1&per_page=12'],
  ])('%s asks %s', async (field, url) => {
    const { context, requested } = contextWith({
      status: 200,
      body: { data: [], meta: { count: 0, page: 1, per_page: 12 } },
    })
    const result = await run(`{ ${field} { items { id } } }`, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual([url])
  })

  it('passes accessible to the map and maps each object’s accessibility, null for events', async () => {
    const objects = [
      {
        kind: 'beach',
        id: 7,
        slug: null,
        title: 'Центральный пляж',
        subtitle: null,
        point: { lat: 44.9, lon: 37.31 },
        image: null,
        accessibility: { features: ['floating_wheelchair'], note: null, accessible: true },
      },
      {
        kind: 'event',
        id: 4,
        slug: 'koncert',
        title: 'Концерт',
        subtitle: null,
        point: { lat: 44.9, lon: 37.3 },
        image: null,
      },
    ]
    const { context, requested } = contextWith({ status: 200, body: { data: objects, meta: { count: 2 } } })
    const result = await run(`{ mapObjects(accessible: true) { kind ${ACCESSIBILITY} } }`, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual(['/v1/map?accessible=true'])
    expect(result.data).toEqual({
      mapObjects: [
        {
          kind: 'BEACH',
          accessibility: {
            features: [{ key: 'floating_wheelchair', label: 'Плавательная коляска' }],
            note: null,
            accessible: true,
            surface: null,
            gradient: null,
          },
        },
        { kind: 'EVENT', accessibility: null },
      ],
    })
  })
})
