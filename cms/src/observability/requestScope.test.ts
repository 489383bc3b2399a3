import { cmsLog } from './log'
import { cmsMetrics } from './metrics'
import { withRequestId } from './requestScope'

/** The log lines written while `run` runs, parsed. */
async function logLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = []
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  try {
    await run()
  } finally {
    write.mockRestore()
  }
  return lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line))
}

const call = (headers: Record<string, string> = {}) => new Request('http://cms.test/v1/user?x=1', { headers })

describe('withRequestId', () => {
  it("keeps the site's id: on the answer, on the request line and on every line the handler logs", async () => {
    const route = withRequestId(async () => {
      cmsLog.warn('inside the handler')
      return Response.json({ data: [] })
    })
    let response: Response | undefined
    const lines = await logLines(async () => (response = await route(call({ 'x-request-id': 'site-req.7' }), {})))

    expect(response!.headers.get('x-request-id')).toBe('site-req.7')
    expect(lines).toEqual([
      expect.objectContaining({ app: 'cms', reqId: 'site-req.7', msg: 'inside the handler' }),
      expect.objectContaining({ reqId: 'site-req.7', method: 'GET', path: '/v1/user', status: 200, msg: 'request' }),
    ])
    // The path only: a query string may hold what a log must not.
    expect(JSON.stringify(lines)).not.toContain('x=1')
  })

  it('makes a fresh id for a hostile one, and copies an answer whose headers cannot change', async () => {
    const frozen = await fetch('data:application/json,{}')
    const route = withRequestId(async () => frozen)
    let response: Response | undefined
    await logLines(async () => (response = await route(call({ 'x-request-id': 'a b' }), {})))
    expect(response!.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs a throwing handler as a 500 under the same id, lines outside a request carry none', async () => {
    const route = withRequestId(async () => {
      throw new Error('boom')
    })
    const lines = await logLines(async () => {
      await expect(route(call({ 'x-request-id': 'r-500' }), {})).rejects.toThrow('boom')
      cmsLog.info('after the request')
    })
    expect(lines[0]).toMatchObject({ reqId: 'r-500', status: 500 })
    expect(lines[1]).not.toHaveProperty('reqId')
  })

  it('times each answer by method and status', async () => {
    const route = withRequestId(async () => new Response(null, { status: 204 }))
    await logLines(() => route(call(), {}))
    const text = await cmsMetrics().registry.metrics()
    expect(text).toMatch(/anapa_cms_request_duration_seconds_count\{method="GET",status="204"\} 1/)
  })
})
