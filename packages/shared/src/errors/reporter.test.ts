import { parseDsn } from './dsn'
import { createErrorReporter, processReporter, type ErrorReporterOptions } from './reporter'

const dsn = parseDsn('https://f00dcafe@glitchtip.anapa.example/3')

type Sent = { url: string; init: RequestInit }

function harness(overrides: Partial<ErrorReporterOptions> = {}) {
  const sent: Sent[] = []
  const lines: string[] = []
  let clock = new Date('2026-11-29T14:00:00Z').getTime()
  const reporter = createErrorReporter({
    dsn,
    app: 'site',
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return new Response(null, { status: 200 })
    }) as typeof fetch,
    log: (line) => lines.push(line),
    now: () => new Date(clock),
    ...overrides,
  })
  return { reporter, sent, lines, advance: (ms: number) => (clock += ms) }
}

describe('createErrorReporter', () => {
  it('sends nothing at all without a DSN', async () => {
    const fetchSpy = jest.fn()
    const reporter = createErrorReporter({ dsn: null, app: 'site', fetch: fetchSpy })
    reporter.report(new Error('boom'), { source: 'next' })
    await reporter.flush()
    expect(reporter.enabled).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('POSTs one envelope to the DSN with the auth header', async () => {
    const { reporter, sent } = harness()
    reporter.report(new Error('boom'), { source: 'next', method: 'GET', route: '/plyazhi/[id]' })
    await reporter.flush()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://glitchtip.anapa.example/api/3/envelope/')
    expect(sent[0]!.init.method).toBe('POST')
    expect(sent[0]!.init.headers).toEqual({
      'content-type': 'application/x-sentry-envelope',
      'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=f00dcafe, sentry_client=anapa/1',
    })
    const [, , payload] = String(sent[0]!.init.body).split('\n')
    expect(JSON.parse(payload!)).toMatchObject({ tags: { app: 'site', route: '/plyazhi/[id]' } })
  })

  it('reports one error object once, whichever handlers see it', async () => {
    const { reporter, sent } = harness()
    const error = new Error('boom')
    reporter.report(error, { source: 'contract' })
    reporter.report(error, { source: 'next' })
    await reporter.flush()
    expect(sent).toHaveLength(1)
  })

  it('sends at most maxPerMinute a minute, then says how many it dropped', async () => {
    const { reporter, sent, lines, advance } = harness({ maxPerMinute: 3 })
    for (let i = 0; i < 10; i++) reporter.report(new Error(`boom ${i}`), { source: 'next' })
    await reporter.flush()
    expect(sent).toHaveLength(3)
    expect(lines).toEqual([])

    advance(60_000)
    reporter.report(new Error('after a minute'), { source: 'next' })
    await reporter.flush()
    expect(sent).toHaveLength(4)
    expect(lines).toEqual(['[errors] 7 error report(s) dropped in a minute: at most 3 a minute are sent'])
  })

  it('never throws or waits on a failing collector, and logs it once a minute without the DSN', async () => {
    const { reporter, lines } = harness({
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
    })
    expect(() => reporter.report(new Error('one'), { source: 'next' })).not.toThrow()
    reporter.report(new Error('two'), { source: 'next' })
    await reporter.flush()
    expect(lines).toEqual(['[errors] an error report was not delivered (unreachable); the error itself is in this log'])
    expect(lines.join()).not.toContain('f00dcafe')
  })

  it('gives up on a collector slower than its timeout', async () => {
    const { reporter, lines } = harness({
      timeoutMs: 50,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason))
        })) as typeof fetch,
    })
    const started = Date.now()
    reporter.report(new Error('slow'), { source: 'next' })
    await reporter.flush()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(lines).toEqual(['[errors] an error report was not delivered (timeout); the error itself is in this log'])
  })

  it('logs a refusal by the collector by its status', async () => {
    const { reporter, lines } = harness({
      fetch: (async () => new Response('rate limited', { status: 429 })) as typeof fetch,
    })
    reporter.report(new Error('boom'), { source: 'next' })
    await reporter.flush()
    expect(lines).toEqual(['[errors] an error report was not delivered (HTTP 429); the error itself is in this log'])
  })
})

describe('processReporter', () => {
  it('makes one reporter per app per process', () => {
    const make = jest.fn(() => createErrorReporter({ dsn: null, app: 'test-app' }))
    const first = processReporter('test-app', make)
    expect(processReporter('test-app', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
