import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { GetServerSidePropsContext } from 'next'

import { getCabinetProps } from '@/lib/server/ssr/cabinet'
import { startCmsHost, stopCmsHost, type CmsHost } from '@/lib/test/cmsHost'
import { scrapeMetrics } from '@/lib/test/scrapeMetrics'
import { residentSignUp } from '@/lib/test/gatewayResidents'
import { freePort } from '@/scripts/lib/ports.mjs'
import { stackEnv } from '@/scripts/lib/stack.mjs'

/**
 * docs/operations.md#metrics and #request-ids, end to end: a cabinet page served by the site's own
 * getServerSideProps over HTTP, in this process, against a second `next start` of the CMS build (on
 * the suite's database) started with METRICS_TOKEN, whose log this file reads.
 */
jest.setTimeout(60_000)

const TOKEN = 'm'.repeat(48)
// A block and a phone prefix no other file uses: this file's sign-ups have rate limits of their own.
const CLIENT = '203.0.113.71'
const signUpHere = residentSignUp({ clientIp: CLIENT, phonePrefix: '7929' })
/** Sign-ups so far: each sent one SMS through this file's CMS. */
let codesSent = 0
const signUp = () => {
  codesSent++
  return signUpHere()
}

let cms: CmsHost | null = null
let site: http.Server | null = null
let siteBase = ''
const saved = { api: process.env.API_BASE_URL, token: process.env.METRICS_TOKEN }

/** The site's log lines so far, parsed (they go to this process's stdout). */
const siteLines: Record<string, unknown>[] = []
let stdoutWrite: jest.SpyInstance | null = null

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })

/** Waits until `find` sees something (log lines are written once an answer is done), or fails. */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Not seen within 10 s: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  const dataDir = process.env.INTEGRATION_DATA_DIR!
  const port = await freePort()
  const { cms: env } = stackEnv({
    dataDir,
    cmsPort: port,
    sitePort: 3199,
    secrets: process.env as Record<string, string>,
  })
  cms = await startCmsHost(
    'metrics',
    { ...process.env, ...env, NODE_ENV: 'production', METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    port,
    dataDir,
  )
  process.env.API_BASE_URL = cms.base
  process.env.METRICS_TOKEN = TOKEN

  // The profile page (/upravleniye-profilem), as Next calls its getServerSideProps.
  site = http.createServer(async (req, res) => {
    const context = {
      req,
      res,
      query: {},
      resolvedUrl: '/upravleniye-profilem',
    } as unknown as GetServerSidePropsContext
    const result = await getCabinetProps(context)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(result))
  })
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve))
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

  const write = process.stdout.write.bind(process.stdout)
  stdoutWrite = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: []) => {
    siteLines.push(...jsonLines(String(chunk)).filter((line) => line.app === 'site'))
    return write(chunk, ...rest)
  }) as typeof process.stdout.write)
}, 180_000)

afterAll(async () => {
  stdoutWrite?.mockRestore()
  process.env.API_BASE_URL = saved.api
  if (saved.token === undefined) delete process.env.METRICS_TOKEN
  else process.env.METRICS_TOKEN = saved.token
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(null)))
  if (cms) await stopCmsHost(cms)
})

const openProfile = (token: string, requestId?: string) =>
  fetch(`${siteBase}/upravleniye-profilem`, {
    headers: { cookie: `token=${token}`, ...(requestId ? { 'x-request-id': requestId } : {}) },
  })

const sampleValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

const USER_CALLS = 'anapa_upstream_request_duration_seconds_count{operation="GET /v1/user",status="2xx"}'

describe('one request id through the site and the CMS', () => {
  it("keeps the caller's id: in the answer's header, on the site's line and on the CMS's lines", async () => {
    const { token } = await signUp()
    const requestId = `it-${Date.now()}`

    const response = await openProfile(token, requestId)

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ props: { me: expect.any(Object) } })
    expect(response.headers.get('x-request-id')).toBe(requestId)
    const siteLine = await eventually(
      () => siteLines.find((line) => line.reqId === requestId),
      "the site's line for the request",
    )
    expect(siteLine).toMatchObject({ route: '/upravleniye-profilem', method: 'GET', status: '200', msg: 'request' })
    const cmsLine = await eventually(
      () => jsonLines(cms!.output()).find((line) => line.reqId === requestId),
      "the CMS's line for the request",
    )
    expect(cmsLine).toMatchObject({ app: 'cms', method: 'GET', path: '/v1/user', status: 200 })
  })

  it('makes one id for a request without a sane one and carries that one to the CMS', async () => {
    const { token } = await signUp()

    const response = await openProfile(token, 'not a sane id\t')

    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    await eventually(() => jsonLines(cms!.output()).find((line) => line.reqId === requestId), "the CMS's line")
    await eventually(() => siteLines.find((line) => line.reqId === requestId), "the site's line")
  })
})

describe('/metrics', () => {
  it('shows the REST latency histogram of the call a page load made, to the token holder only', async () => {
    const before = sampleValue((await scrapeMetrics(`Bearer ${TOKEN}`)).body!, USER_CALLS)
    const { token } = await signUp()

    expect((await openProfile(token)).status).toBe(200)

    const scraped = await scrapeMetrics(`Bearer ${TOKEN}`)
    expect(scraped.status).toBe(200)
    expect(scraped.body).toContain('# TYPE anapa_upstream_request_duration_seconds histogram')
    expect(sampleValue(scraped.body!, USER_CALLS)).toBe(before + 1)
    expect(
      sampleValue(
        scraped.body!,
        'anapa_http_request_duration_seconds_count{route="/upravleniye-profilem",method="GET",status="200"}',
      ),
    ).toBeGreaterThan(0)
    expect(await scrapeMetrics()).toMatchObject({ status: 401 })
    expect(await scrapeMetrics(`Bearer ${'x'.repeat(48)}`)).toMatchObject({ status: 401 })
  })

  it("the CMS's: its answers and the SMS it sent, to the token holder only", async () => {
    const refused = await fetch(`${cms!.base}/metrics`)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toBe('')

    const response = await fetch(`${cms!.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    // Every sign-up of this file sent its code through this CMS, which no other file calls.
    expect(sampleValue(text, 'anapa_sms_sends_total{provider="outbox",outcome="sent"}')).toBe(codesSent)
    expect(sampleValue(text, 'anapa_cms_request_duration_seconds_count{method="GET",status="200"}')).toBeGreaterThan(0)
    expect(text).toMatch(/^anapa_jobs_queued\{queue="default"\} \d+$/m)
  })
})
