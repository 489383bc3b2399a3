import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getArticleProps, getJournalListProps } from './journal'
import { REVALIDATE_SECONDS } from './revalidate'

/** A stand-in for the city REST API, so the data functions run their real gateway in-process. */
let server: Server
let answer: { status: number; body: unknown } = { status: 200, body: {} }
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

describe('ISR data functions (docs/architecture.md#3-pages)', () => {
  it('an unknown article is a 404 that still revalidates', async () => {
    answer = { status: 404, body: { data: { message: 'Статья не найдена' } } }
    await expect(getArticleProps({ params: { type: 'stati', slug: 'net-takoy' } })).resolves.toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })

  it('a CMS outage throws, so Next keeps serving the last good page', async () => {
    answer = { status: 503, body: { data: { message: 'maintenance' } } }
    await expect(getArticleProps({ params: { type: 'stati', slug: 'dzhemete' } })).rejects.toThrow()
    await expect(getJournalListProps({ params: { category: 'vse', page: '2' } })).rejects.toThrow()
  })

  it.each([
    [{ type: 'stati', slug: 'a'.repeat(121) }],
    [{ type: 'STATI', slug: 'dzhemete' }],
    [{ type: 'stati', slug: '../secret' }],
    [{ type: 'stati', slug: ['a', 'b'] }],
  ])('refuses a malformed article address %j without calling the CMS', async (params) => {
    await expect(getArticleProps({ params })).resolves.toMatchObject({ notFound: true, revalidate: REVALIDATE_SECONDS })
    expect(requested).toEqual([])
  })

  it.each([
    [{ category: 'vse', page: '0' }],
    [{ category: 'vse', page: 'abc' }],
    [{ category: 'vse', page: '-1' }],
    [{ category: 'Bad Slug', page: '1' }],
  ])('refuses a malformed list address %j without calling the CMS', async (params) => {
    await expect(getJournalListProps({ params })).resolves.toMatchObject({ notFound: true })
    expect(requested).toEqual([])
  })

  it('a page past the end is a 404', async () => {
    answer = { status: 200, body: { data: [], meta: { count: 10 } } }
    // The same fake answers both calls; categories come back as an empty list.
    await expect(getJournalListProps({ params: { category: 'vse', page: '3' } })).resolves.toMatchObject({
      notFound: true,
    })
  })
})
