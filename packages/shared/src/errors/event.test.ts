import { buildEvent, envelope, parseStack } from './event'

const options = { app: 'cms', eventId: '9ec79c33ec9942ab8353589fcb2e04dc', now: new Date('2026-11-29T14:00:00Z') }

function failure(): Error {
  const cause = new Error('SQLITE_ERROR: no such table: rate_limit_hits')
  const error = new Error('Failed query: select * from "rate_limit_hits" where "key" = ?\nparams: phone:79181234567', {
    cause,
  })
  error.stack = [
    'Error: Failed query …',
    '    at sendCode (/srv/anapa/cms/.next/server/chunks/1234.js:56:78)',
    '    at async contractRoute (/srv/anapa/cms/.next/server/chunks/99.js:10:5)',
    '    at async handler (/srv/anapa/node_modules/next/dist/server/route.js:1:2)',
    '    at node:internal/process/task_queues:95:5',
  ].join('\n')
  return error
}

describe('parseStack', () => {
  it('reads V8 frames, oldest first, and marks our own code', () => {
    expect(parseStack(failure().stack)).toEqual([
      { filename: 'node:internal/process/task_queues', lineno: 95, colno: 5, in_app: false },
      {
        filename: '/srv/anapa/node_modules/next/dist/server/route.js',
        function: 'async handler',
        lineno: 1,
        colno: 2,
        in_app: false,
      },
      {
        filename: '/srv/anapa/cms/.next/server/chunks/99.js',
        function: 'async contractRoute',
        lineno: 10,
        colno: 5,
        in_app: true,
      },
      {
        filename: '/srv/anapa/cms/.next/server/chunks/1234.js',
        function: 'sendCode',
        lineno: 56,
        colno: 78,
        in_app: true,
      },
    ])
  })

  it('is empty for no stack or a foreign one', () => {
    expect(parseStack(undefined)).toEqual([])
    expect(parseStack('nothing here')).toEqual([])
  })
})

describe('buildEvent', () => {
  it('keeps route, method, status, type and request id; the message scrubbed; causes oldest first', () => {
    const event = buildEvent(
      failure(),
      {
        source: 'contract',
        method: 'post',
        path: '/v1/authorize/phone/sendCode?phone=79181234567',
        route: '/v1/authorize/phone/sendCode',
        status: 500,
        requestId: 'a1b2c3d4e5f60718',
        tags: { render_source: undefined },
      },
      { ...options, environment: 'production', release: 'anapa@1' },
    )
    expect(event).toMatchObject({
      event_id: options.eventId,
      timestamp: 1795960800,
      platform: 'node',
      level: 'error',
      logger: 'cms',
      environment: 'production',
      release: 'anapa@1',
      transaction: 'POST /v1/authorize/phone/sendCode',
      tags: {
        app: 'cms',
        source: 'contract',
        method: 'POST',
        route: '/v1/authorize/phone/sendCode',
        status: '500',
        request_id: 'a1b2c3d4e5f60718',
      },
      request: { method: 'POST', url: '/v1/authorize/phone/sendCode?phone=[filtered]' },
    })
    expect(event.exception.values.map((value) => [value.type, value.mechanism])).toEqual([
      ['Error', { type: 'cms.contract', handled: true }],
      ['Error', { type: 'cms.contract', handled: false }],
    ])
    expect(event.exception.values[1]!.value).toContain('params: phone:[filtered]')
    expect(JSON.stringify(event)).not.toMatch(/9181234567/)
  })

  it('leaves out a request id that is not one, and the fields of a thrown object', () => {
    const event = buildEvent(
      { phone: '79181234567', token: 'secret' },
      { source: 'next', requestId: 'x\nInjected: header' },
      options,
    )
    expect(event.tags).toEqual({ app: 'cms', source: 'next' })
    expect(event.exception.values).toEqual([
      { type: 'NonErrorObject', value: '', mechanism: { type: 'cms.next', handled: false } },
    ])
    expect(event.request).toBeUndefined()
  })

  it('names an error by its class, unless a build minified it', () => {
    class QueryError extends Error {}
    class s extends Error {}
    expect(buildEvent(new QueryError('boom'), { source: 'payload' }, options).exception.values[0]!.type).toBe(
      'QueryError',
    )
    expect(buildEvent(new s('boom'), { source: 'payload' }, options).exception.values[0]!.type).toBe('Error')
  })
})

describe('envelope', () => {
  it('is a header line, an item header with the byte length, and the event (develop.sentry.dev envelopes)', () => {
    const event = buildEvent(new Error('Пляж «Джемете» не найден'), { source: 'next' }, options)
    const text = envelope(event, new Date('2026-11-29T14:00:01Z'), { name: 'anapa', version: '1' })
    const [header, item, payload, end] = text.split('\n')
    expect(JSON.parse(header!)).toEqual({
      event_id: options.eventId,
      sent_at: '2026-11-29T14:00:01.000Z',
      sdk: { name: 'anapa', version: '1' },
    })
    expect(JSON.parse(item!)).toEqual({
      type: 'event',
      length: Buffer.byteLength(payload!, 'utf8'),
      content_type: 'application/json',
    })
    expect(Buffer.byteLength(payload!, 'utf8')).toBeGreaterThan(payload!.length)
    expect(JSON.parse(payload!)).toEqual(event)
    expect(end).toBe('')
  })
})
