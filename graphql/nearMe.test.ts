import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'

import { fetchNearby, NearbyLoadError } from '@/lib/map/fetchNearby'
import { fakeCityApi } from '@/lib/test/fakeCityApi'
import { config as routeConfig } from '@/pages/api/graphql'
import type { GatewayContext } from './context'
import { createGraphqlHandler } from './http'
import { createGatewayServer } from './server'

/**
 * "Рядом со мной" sends its query by plain fetch, not Apollo: here it goes to the gateway's real
 * Next route over HTTP (csrfPrevention, body reading, schema, resolvers); only the CMS is faked.
 */
const savedApiBase = process.env.API_BASE_URL
let server: Server
let origin: string
const cms = fakeCityApi()

beforeAll(async () => {
  process.env.API_BASE_URL = 'http://cms.test'
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
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  process.env.API_BASE_URL = savedApiBase
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => cms.reset())

/** The browser's fetch resolves '/api/graphql' against the page; here against the test server. */
const sameOriginFetch = ((input: string, init?: RequestInit) => fetch(new URL(input, origin), init)) as typeof fetch

const beach = {
  kind: 'beach',
  id: 7,
  slug: null,
  title: 'Джемете',
  subtitle: 'Открыт',
  point: { lat: 44.9303, lon: 37.2826 },
  image: { url: 'http://cms.test/api/media/file/b-640x400.jpg', width: 640, height: 400, alt: 'Пляж' },
}

describe('fetchNearby: the near-me query by plain fetch through the gateway', () => {
  it('passes csrfPrevention and gets one kind from one /v1/map call, without tracks', async () => {
    cms.answer({ 'GET /v1/map': { body: { data: [beach], meta: { count: 1 } } } })
    const objects = await fetchNearby('BEACH', { fetchImpl: sameOriginFetch })
    expect(objects).toEqual([
      {
        kind: 'BEACH',
        id: '7',
        slug: null,
        title: 'Джемете',
        subtitle: 'Открыт',
        point: { lat: 44.9303, lon: 37.2826 },
        image: expect.objectContaining({ width: 640, height: 400, alt: 'Пляж' }),
      },
    ])
    expect(objects[0]).not.toHaveProperty('track')
    expect(cms.urls).toEqual(['/v1/map?kind%5B%5D=beach'])
  })

  it('asks for the kind it is given', async () => {
    cms.answer({ 'GET /v1/map': { body: { data: [], meta: { count: 0 } } } })
    await expect(fetchNearby('URBAN', { fetchImpl: sameOriginFetch })).resolves.toEqual([])
    expect(cms.urls).toEqual(['/v1/map?kind%5B%5D=urban'])
  })

  it('throws NearbyLoadError when the CMS fails (the panel shows its error state)', async () => {
    cms.answer({ 'GET /v1/map': { status: 500, body: { data: { message: 'Ошибка' } } } })
    await expect(fetchNearby('PLACE', { fetchImpl: sameOriginFetch })).rejects.toBeInstanceOf(NearbyLoadError)
  })

  it('throws NearbyLoadError for an answer that is not JSON (a proxy error page)', async () => {
    const htmlFetch = (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch
    await expect(fetchNearby('BEACH', { fetchImpl: htmlFetch })).rejects.toThrow(/HTTP 502, not JSON/)
  })

  it('is refused by csrfPrevention without the JSON content type, which is why it sends one', async () => {
    const response = await fetch(new URL('/api/graphql', origin), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ mapObjects { id } }' }),
    })
    expect(response.status).toBe(400)
    expect(cms.urls).toEqual([])
  })
})
