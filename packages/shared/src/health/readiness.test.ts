import { readiness, type Check } from './readiness'

const passing = (name: string, required: boolean): Check => ({ name, required, run: async () => {} })
const failing = (name: string, required: boolean, message = 'connection refused'): Check => ({
  name,
  required,
  run: async () => {
    throw new Error(message)
  },
})
/** Never answers, and ignores its signal: the deadline must hold anyway. */
const hanging = (name: string, required: boolean): Check => ({ name, required, run: () => new Promise(() => {}) })

const quiet = { log: () => {} }

describe('readiness', () => {
  it.each<[string, Check[], 200 | 503, string]>([
    ['every check passes', [passing('cms', true), passing('redis', false)], 200, 'ready'],
    ['no Redis configured', [passing('cms', true)], 200, 'ready'],
    ['Redis down: pages come from memory', [passing('cms', true), failing('redis', false)], 200, 'degraded'],
    ['the CMS down', [failing('cms', true), passing('redis', false)], 503, 'unready'],
    ['both down', [failing('cms', true), failing('redis', false)], 503, 'unready'],
  ])('%s → %i %s', async (_case, checks, httpStatus, status) => {
    const answer = await readiness(checks, quiet)
    expect(answer.httpStatus).toBe(httpStatus)
    expect(answer.body.status).toBe(status)
    expect(Object.keys(answer.body.checks)).toEqual(checks.map((c) => c.name))
  })

  it('says which check failed, keeping the driver’s message (it may name internal addresses) for the log', async () => {
    const logged: string[] = []
    const { body } = await readiness(
      [failing('redis', false, 'connect ECONNREFUSED 10.0.0.30:6379'), passing('cms', true)],
      {
        log: (line) => logged.push(line),
      },
    )
    expect(body.checks.redis).toEqual({ ok: false, ms: expect.any(Number), error: 'failed' })
    expect(body.checks.cms).toEqual({ ok: true, ms: expect.any(Number) })
    expect(JSON.stringify(body)).not.toContain('10.0.0.30')
    expect(logged).toEqual(['[readyz] redis failed: connect ECONNREFUSED 10.0.0.30:6379'])
  })

  it('fails a check that does not answer in time, and answers within the deadline', async () => {
    const started = Date.now()
    const { httpStatus, body } = await readiness([hanging('cms', true)], { ...quiet, timeoutMs: 100 })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(httpStatus).toBe(503)
    expect(body.checks.cms).toEqual({ ok: false, ms: expect.any(Number), error: 'timeout' })
  })

  it('runs the checks side by side, not one after another', async () => {
    const started = Date.now()
    await readiness([hanging('cms', true), hanging('redis', false)], { ...quiet, timeoutMs: 300 })
    expect(Date.now() - started).toBeLessThan(550)
  })
})
