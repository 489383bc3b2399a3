import { fakeCityApi } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** The real schema and resolvers in-process, with the REST layer faked at fetch. */
async function search(routes: Parameters<typeof fakeCityApi>[0]) {
  const cms = fakeCityApi(routes)
  const context: GatewayContext = { api: cms.cityApi(), token: null, sameOrigin: true }
  const response = await createGatewayServer().executeOperation(
    { query: '{ search(query: "пляж") { items { id entity bathing { value label } } } }' },
    { contextValue: context },
  )
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  return { result: response.body.singleResult, paths: cms.urls.map((u) => new URL(u, 'http://cms.test').pathname) }
}

const hit = (entity: string, id: number) => ({ entity, id, slug: String(id), title: `№${id}`, image: null, data: {} })
const banned = { value: 'banned', label: 'Купание запрещено' }

describe('search results for beaches', () => {
  it('say whether one may swim now, read at the time of the search', async () => {
    const { result, paths } = await search({
      '/v1/search': { status: 200, body: { data: [hit('beach', 7), hit('place', 3)], meta: { count: 2 } } },
      '/v1/beaches/conditions': {
        status: 200,
        body: {
          data: [{ id: 7, title: 'Джемете', group_id: null, conditions: { bathing: banned } }],
          meta: { count: 1, bathing_allowed: 0 },
        },
      },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.search).toEqual({
      items: [
        { id: '7', entity: 'BEACH', bathing: banned },
        { id: '3', entity: 'PLACE', bathing: null },
      ],
    })
    expect(paths).toEqual(['/v1/search', '/v1/beaches/conditions'])
  })

  it('cost no extra call when no beach is found', async () => {
    const { paths } = await search({
      '/v1/search': { status: 200, body: { data: [hit('place', 3)], meta: { count: 1 } } },
    })
    expect(paths).toEqual(['/v1/search'])
  })
})
