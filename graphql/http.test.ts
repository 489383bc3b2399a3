import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'

import { fakeCityApi } from '@/lib/test/fakeCityApi'
import { config as routeConfig } from '@/pages/api/graphql'
import type { GatewayContext } from './context'
import { BODY_TOO_LARGE_MESSAGE, INVALID_JSON_MESSAGE, PERSISTED_QUERIES_MESSAGE } from './errorMessages'
import { createGraphqlHandler, GRAPHQL_BODY_LIMIT_BYTES } from './http'
import { createGatewayServer } from './server'

/**
 * The gateway's Next route over real HTTP: Next's own API resolver (what `next start` runs for
 * pages/api) with the route's real config, the real Apollo server and handler; only the city
 * REST API is faked, and its calls are counted.
 */
let server: Server
let url: string
const cms = fakeCityApi({ '*': { status: 200, body: { data: [] } } })

beforeAll(async () => {
  const handler = createGraphqlHandler(createGatewayServer(), async (): Promise<GatewayContext> => ({
    api: cms.cityApi(),
    token: null,
    sameOrigin: true,
  }))
  const routeModule = { default: handler, config: routeConfig }
  const preview = { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' }
  server = createServer((req, res) => {
    void apiResolver(req, res, {}, routeModule, { ...preview, dev: false }, false, false, '/api/graphql')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cms.reset()
})

const post = (body: string, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body })

async function expectGraphqlError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = await response.json()
  expect(body).toEqual({ errors: [expect.objectContaining({ message })] })
  expect(typeof body.errors[0].extensions.code).toBe('string')
}

describe('the gateway route over HTTP', () => {
  it('answers a working query', async () => {
    const response = await post(JSON.stringify({ query: '{ cameras { id } }' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { cameras: [] } })
  })

  it('answers invalid JSON with a GraphQL-shaped 400 in Russian', async () => {
    await expectGraphqlError(await post('{"query": "{ ok }"'), 400, INVALID_JSON_MESSAGE)
  })

  it('answers a body over the limit with a GraphQL-shaped 413 in Russian, declared or chunked', async () => {
    const big = JSON.stringify({ query: `{ ok } # ${'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES)}` })
    await expectGraphqlError(await post(big), 413, BODY_TOO_LARGE_MESSAGE)
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8192)))
        controller.close()
      },
    })
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    await expectGraphqlError(chunked, 413, BODY_TOO_LARGE_MESSAGE)
  })

  it('answers an automatic persisted query hash with 400 in Russian', async () => {
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } })
    await expectGraphqlError(await post(body), 400, PERSISTED_QUERIES_MESSAGE)
    const get = await fetch(
      `${url}?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }))}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    )
    await expectGraphqlError(get, 400, PERSISTED_QUERIES_MESSAGE)
  })

  it('answers an empty body, a text/plain body and a missing query in Russian', async () => {
    await expectGraphqlError(await post(''), 400, 'Отправьте запрос как JSON-объект с Content-Type: application/json')
    const plain = await post(JSON.stringify({ query: '{ ok }' }), 'text/plain')
    expect(plain.status).toBe(400)
    expect((await plain.json()).errors[0].message).toMatch(/^Запрос отклонён как возможная межсайтовая подделка/)
    await expectGraphqlError(await post('{"variables":{}}'), 400, 'В запросе нет текста операции (поле query)')
  })

  it('answers an unsupported method with 405 in Russian', async () => {
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })
    await expectGraphqlError(response, 405, 'Поддерживаются только запросы GET и POST')
  })

  it('refuses 150 aliases over HTTP with no REST call', async () => {
    const aliases = Array.from({ length: 150 }, (_, i) => `a${i}: cameras { id }`).join(' ')
    const response = await post(JSON.stringify({ query: `{ ${aliases} }` }))
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toMatch(/^Запрос слишком сложный/)
    expect(cms.calls).toEqual([])
  })
})
