import { CityApi } from './datasources/CityApi'
import { createGatewayServer } from './server'

const context = { api: new CityApi({ baseUrl: 'http://cms.test' }), token: null, sameOrigin: true }

async function introspect() {
  const response = await createGatewayServer().executeOperation(
    { query: '{ __schema { queryType { name } } }' },
    { contextValue: context },
  )
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  return response.body.singleResult
}

// Introspection is a local convenience the launchers switch on, never a default.
describe('gateway introspection', () => {
  const saved = process.env.GRAPHQL_INTROSPECTION
  afterEach(() => {
    if (saved === undefined) delete process.env.GRAPHQL_INTROSPECTION
    else process.env.GRAPHQL_INTROSPECTION = saved
  })

  it('is off when GRAPHQL_INTROSPECTION is absent, whatever APP_ENV says', async () => {
    delete process.env.GRAPHQL_INTROSPECTION
    delete process.env.APP_ENV
    const result = await introspect()
    expect(result.data).toBeUndefined()
    expect(result.errors?.[0]?.message).toBe('Интроспекция схемы отключена')
  })

  it('is on with GRAPHQL_INTROSPECTION=true', async () => {
    process.env.GRAPHQL_INTROSPECTION = 'true'
    const result = await introspect()
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
  })
})
