import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { beginRequest } from './requestScope'
import { siteMetrics } from './metrics'

/** A response as beginRequest sees one: headers, a status and the `close` event. */
function fakeExchange(headers: Record<string, string | string[]> = {}) {
  const req = { headers, method: 'GET' } as unknown as IncomingMessage
  const sent: Record<string, string> = {}
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    writableFinished: true,
    setHeader(name: string, value: string) {
      sent[name.toLowerCase()] = value
    },
  }) as unknown as ServerResponse
  return { req, res, sent }
}

/** The log lines written while `run` runs, parsed. */
function logLines(run: () => void): Record<string, unknown>[] {
  const lines: string[] = []
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  try {
    run()
  } finally {
    write.mockRestore()
  }
  return lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line))
}

async function sampleCount(route: string, status: string): Promise<number> {
  const { values } = await siteMetrics().requestDuration.get()
  const sample = values.find(
    (v) =>
      v.metricName === 'anapa_http_request_duration_seconds_count' &&
      v.labels.route === route &&
      v.labels.status === status,
  )
  return sample?.value ?? 0
}

describe('beginRequest', () => {
  it("keeps the caller's sane id, answers with it and logs it once the answer is done", async () => {
    const { req, res, sent } = fakeExchange({ 'x-request-id': 'nginx-abc.1' })
    const before = await sampleCount('/pokupki/[id]', '200')

    expect(beginRequest(req, res, '/pokupki/[id]')).toBe('nginx-abc.1')
    expect(sent['x-request-id']).toBe('nginx-abc.1')
    const lines = logLines(() => res.emit('close'))

    expect(lines).toEqual([
      expect.objectContaining({
        app: 'site',
        reqId: 'nginx-abc.1',
        route: '/pokupki/[id]',
        status: '200',
        msg: 'request',
      }),
    ])
    expect(await sampleCount('/pokupki/[id]', '200')).toBe(before + 1)
  })

  it('replaces a hostile id with a fresh one', () => {
    const { req, res, sent } = fakeExchange({ 'x-request-id': 'x\r\nset-cookie: a=1' })
    const id = beginRequest(req, res, '/my-transport')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent['x-request-id']).toBe(id)
  })

  it('gives one answer one id and one sample, however often it is called', async () => {
    const { req, res } = fakeExchange()
    const before = await sampleCount('/izbrannoe', '200')
    const first = beginRequest(req, res, '/izbrannoe')
    expect(beginRequest(req, res, '/izbrannoe')).toBe(first)
    logLines(() => res.emit('close'))
    expect(await sampleCount('/izbrannoe', '200')).toBe(before + 1)
  })

  it('counts an answer cut off before its end as aborted', async () => {
    const { req, res } = fakeExchange()
    Object.assign(res, { writableFinished: false })
    beginRequest(req, res, '/upravleniye-profilem')
    const [line] = logLines(() => res.emit('close'))
    expect(line).toMatchObject({ status: 'aborted' })
    expect(await sampleCount('/upravleniye-profilem', 'aborted')).toBe(1)
  })
})
