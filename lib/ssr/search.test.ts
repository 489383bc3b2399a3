import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http'
import { Socket, type AddressInfo } from 'node:net'
import type { GetServerSidePropsContext } from 'next'

import { getSearchPageProps } from './search'

/** A stand-in for the city REST API, so the page's data function runs the real gateway in-process. */
let server: Server
const requested: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ data: [], meta: { count: 0 } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

function pageContext(search: string) {
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  return { context: { query: { search }, res } as unknown as GetServerSidePropsContext, res }
}

describe('/poisk with control characters in the link (finding 6)', () => {
  it('drops NUL and bidi controls from ?search= and still searches, instead of a 503', async () => {
    const { context, res } = pageContext('пляж\u0000\u202e')
    const result = await getSearchPageProps(context)
    expect(result).toMatchObject({ props: { text: 'пляж', failed: false } })
    expect(res.statusCode).not.toBe(503)
    expect(new URL(requested.at(-1)!, 'http://x').searchParams.get('query')).toBe('пляж')
  })
})
