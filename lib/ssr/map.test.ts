import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getMapProps } from './map'
import { REVALIDATE_SECONDS } from './revalidate'

/** A stand-in for the city REST API, so the data function runs the real gateway in-process. */
let server: Server
let answer: { status: number; body: unknown } = { status: 200, body: { data: [], meta: { count: 0 } } }
const requested: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '')
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  requested.length = 0
})

describe('/karta ISR data (ARCHITECTURE §3)', () => {
  it('loads every map object in one upstream call and revalidates', async () => {
    answer = {
      status: 200,
      body: {
        data: [
          {
            kind: 'urban',
            id: 5,
            slug: 'apteka',
            title: 'Аптека',
            subtitle: 'Аптеки',
            point: { lat: 44.89, lon: 37.31 },
            image: null,
          },
        ],
        meta: { count: 1 },
      },
    }
    await expect(getMapProps({})).resolves.toMatchObject({
      revalidate: REVALIDATE_SECONDS,
      props: {
        data: {
          mapObjects: [
            {
              kind: 'URBAN',
              id: '5',
              slug: 'apteka',
              title: 'Аптека',
              subtitle: 'Аптеки',
              point: { lat: 44.89, lon: 37.31 },
              track: null,
              image: null,
            },
          ],
        },
      },
    })
    expect(requested).toEqual(['/v1/map'])
  })

  it('a CMS outage throws, so Next keeps serving the last good map', async () => {
    answer = { status: 503, body: { data: { message: 'maintenance' } } }
    await expect(getMapProps({})).rejects.toThrow()
  })
})
