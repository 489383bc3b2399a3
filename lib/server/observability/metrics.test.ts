import { recordUpstream } from '@/graphql/datasources/upstreamMetrics'
import { scrapeMetrics } from '@/lib/test/scrapeMetrics'
import { isrCounts } from '@/lib/server/cache/isrCounts.mjs'
import { siteMetrics } from './metrics'

const TOKEN = 't'.repeat(40)

function withToken(token: string | undefined, run: () => Promise<void>) {
  return async () => {
    const saved = process.env.METRICS_TOKEN
    if (token === undefined) delete process.env.METRICS_TOKEN
    else process.env.METRICS_TOKEN = token
    try {
      await run()
    } finally {
      if (saved === undefined) delete process.env.METRICS_TOKEN
      else process.env.METRICS_TOKEN = saved
    }
  }
}

describe('the site registry', () => {
  it('is one per process, however often a module asks for it', () => {
    expect(siteMetrics()).toBe(siteMetrics())
    expect(siteMetrics().registry.getSingleMetric('anapa_upstream_request_duration_seconds')).toBeDefined()
  })

  it('registers every metric of docs/operations.md#metrics', async () => {
    const names = (await siteMetrics().registry.getMetricsAsJSON()).map((m) => m.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'anapa_http_request_duration_seconds',
        'anapa_upstream_request_duration_seconds',
        'anapa_upstream_errors_total',
        'anapa_isr_cache_reads_total',
        'anapa_isr_cache_writes_total',
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_seconds',
      ]),
    )
  })
})

describe('recordUpstream', () => {
  const operation = 'GET /v1/test-only/{id}'
  const value = async (metric: string, labels: Record<string, string>) => {
    const text = await siteMetrics().registry.metrics()
    const selector = Object.entries(labels)
      .map(([k, v]) => `${k}="${v}"`)
      .join(',')
    const line = text.split('\n').find((l) => l.startsWith(`${metric}{${selector}}`))
    return line ? Number(line.split(' ').pop()) : 0
  }

  it('times every call by operation and status class, and counts only unusable answers as errors', async () => {
    const started = performance.now()
    recordUpstream(operation, started, { status: 200 })
    recordUpstream(operation, started, { status: 404 })
    recordUpstream(operation, started, { status: 503 })
    recordUpstream(operation, started, { failure: 'timeout' })
    recordUpstream(operation, started, { status: 302, failure: 'redirect' })

    expect(await value('anapa_upstream_request_duration_seconds_count', { operation, status: '2xx' })).toBe(1)
    expect(await value('anapa_upstream_request_duration_seconds_count', { operation, status: '4xx' })).toBe(1)
    expect(await value('anapa_upstream_request_duration_seconds_count', { operation, status: 'timeout' })).toBe(1)
    expect(await value('anapa_upstream_errors_total', { operation, reason: '5xx' })).toBe(1)
    expect(await value('anapa_upstream_errors_total', { operation, reason: 'timeout' })).toBe(1)
    expect(await value('anapa_upstream_errors_total', { operation, reason: 'redirect' })).toBe(1)
    expect(await value('anapa_upstream_errors_total', { operation, reason: '4xx' })).toBe(0)
  })

  it("reads the ISR cache handler's counts when scraped", async () => {
    const counts = isrCounts()
    counts.hits += 3
    counts.writes += 2
    const text = await siteMetrics().registry.metrics()
    expect(text).toContain(`anapa_isr_cache_reads_total{result="hit"} ${counts.hits}`)
    expect(text).toContain(`anapa_isr_cache_writes_total ${counts.writes}`)
  })
})

describe('/metrics', () => {
  it(
    'answers 404 while METRICS_TOKEN is unset, even to a bearer',
    withToken(undefined, async () => {
      const sent = await scrapeMetrics(`Bearer ${TOKEN}`)
      expect(sent.status).toBe(404)
      expect(sent.body).toBeUndefined()
    }),
  )

  it(
    'refuses a scraper without the token, or with another',
    withToken(TOKEN, async () => {
      expect(await scrapeMetrics()).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer' } })
      expect((await scrapeMetrics(`Bearer ${'x'.repeat(40)}`)).status).toBe(401)
    }),
  )

  it(
    'gives the token holder the text format, never stored',
    withToken(TOKEN, async () => {
      const sent = await scrapeMetrics(`Bearer ${TOKEN}`)
      expect(sent.status).toBe(200)
      expect(sent.headers['cache-control']).toBe('no-store')
      expect(sent.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(sent.body).toContain('# TYPE anapa_upstream_request_duration_seconds histogram')
    }),
  )
})
