import { fakeCityApi, type FakeAnswer } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import type { RestSitemapEntry } from './datasources/restTypes'
import { toSitemapEntry } from './resolvers/sitemap'
import { createGatewayServer } from './server'

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

const AT = '2026-07-01T10:00:00.000Z'
const QUERY = '{ sitemapEntries { kind key articleType updatedAt } }'

describe('gateway: sitemap', () => {
  it('asks GET /v1/sitemap once and maps each entity to its kind', async () => {
    const entries = [
      { entity: 'event', key: 'koncert', updated_at: AT },
      { entity: 'urban', key: 'apteka', updated_at: AT },
      { entity: 'beach-group', key: '2', updated_at: null },
      { entity: 'magazine', key: 'stati/vino', updated_at: AT },
      { entity: 'camera', key: '1', updated_at: AT },
    ]
    const { context, requested } = contextWith({ status: 200, body: { data: entries, meta: { count: 5 } } })
    const result = await run(QUERY, context)
    expect(result.errors).toBeUndefined()
    expect(requested).toEqual(['/v1/sitemap'])
    expect(result.data).toEqual({
      sitemapEntries: [
        { kind: 'EVENT', key: 'koncert', articleType: null, updatedAt: AT },
        { kind: 'URBAN', key: 'apteka', articleType: null, updatedAt: AT },
        { kind: 'BEACH_GROUP', key: '2', articleType: null, updatedAt: null },
        { kind: 'ARTICLE', key: 'vino', articleType: 'stati', updatedAt: AT },
      ],
    })
  })

  it('fails the query on an outage rather than answering an empty list', async () => {
    const { context } = contextWith({ status: 500, body: { data: { message: 'Внутренняя ошибка сервера' } } })
    const result = await run(QUERY, context)
    expect(result.errors?.length).toBeGreaterThan(0)
    expect(result.data?.sitemapEntries ?? null).toBeNull()
  })

  it.each([['vino'], ['/vino'], ['stati/'], ['stati/a/b']])('leaves out the magazine key %j', (key) => {
    expect(toSitemapEntry({ entity: 'magazine', key, updated_at: AT } as RestSitemapEntry)).toBeNull()
  })
})
