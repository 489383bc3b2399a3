import type { PayloadRequest } from 'payload'

import { parseDsn } from '@anapa/shared/errors/dsn'
import { createErrorReporter, processReporter } from '@anapa/shared/errors/reporter'

import { reportPayloadError } from './afterError'
import { requestFacts, routeOf } from './reporter'

const bodies: string[] = []
// The process's CMS reporter, made here first, so cmsReporter() hands out this one with a stand-in transport.
const reporter = processReporter('cms', () =>
  createErrorReporter({
    dsn: parseDsn('http://f00dcafe@127.0.0.1:9/1'),
    app: 'cms',
    fetch: (async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body))
      return new Response(null, { status: 200 })
    }) as typeof fetch,
  }),
)
const events = () => bodies.map((body) => JSON.parse(body.split('\n')[2]!) as { tags: Record<string, string> })

function req(url: string, headers: Record<string, string> = {}) {
  return { url, method: 'GET', headers: new Headers(headers) } as unknown as PayloadRequest
}

const hook = (error: Error, request: PayloadRequest, slug?: string) =>
  reportPayloadError({
    error,
    req: request,
    context: {},
    collection: slug ? ({ slug } as never) : undefined,
  })

/** Payload's errors (APIError, Forbidden, ValidationError…) as the hook sees them: an Error with its HTTP status. */
const payloadError = (name: string, message: string, status: number) =>
  Object.assign(new Error(message), { name, status })

beforeEach(() => {
  bodies.length = 0
})

describe('reportPayloadError', () => {
  it('reports a server error with its route, collection and request id', async () => {
    await hook(
      new Error('Failed query: select … params: 79181234567'),
      req('http://127.0.0.1:3001/api/customers/12?where[phone][equals]=79181234567', {
        authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.sig',
        'x-request-id': 'req-42',
      }),
      'customers',
    )
    await reporter.flush()
    expect(events()).toEqual([
      expect.objectContaining({
        tags: {
          app: 'cms',
          source: 'payload',
          method: 'GET',
          route: '/api/customers/[id]',
          status: '500',
          request_id: 'req-42',
          collection: 'customers',
        },
      }),
    ])
    expect(bodies.join()).not.toMatch(/9181234567|eyJ/)
  })

  it('does not report the caller’s mistakes (4xx)', async () => {
    await hook(
      payloadError('Forbidden', 'You are not allowed to perform this action.', 403),
      req('http://127.0.0.1:3001/api/users'),
    )
    await hook(
      payloadError('ValidationError', 'The following field is invalid: name', 400),
      req('http://127.0.0.1:3001/api/magazines'),
    )
    await hook(payloadError('NotFound', 'Not Found', 404), req('http://127.0.0.1:3001/api/magazines/9'))
    await reporter.flush()
    expect(bodies).toEqual([])
  })

  it('reports a Payload error of status 500 and up', async () => {
    await hook(payloadError('APIError', 'Something went wrong.', 503), req('http://127.0.0.1:3001/api/media'))
    await reporter.flush()
    expect(events().map((event) => event.tags.status)).toEqual(['503'])
  })
})

describe('routeOf and requestFacts', () => {
  it('turns numeric ids into [id] and keeps slugs', () => {
    expect(routeOf('/v1/user/cars/17')).toBe('/v1/user/cars/[id]')
    expect(routeOf('/v1/appeals/17/photos/3')).toBe('/v1/appeals/[id]/photos/[id]')
    expect(routeOf('/v1/magazines/plyazh-dzhemete')).toBe('/v1/magazines/plyazh-dzhemete')
  })

  it('keeps method, path, route and the request id, and no other header', () => {
    const request = new Request('http://127.0.0.1:3001/v1/user/cars/17?x=1', {
      method: 'DELETE',
      headers: { 'x-request-id': 'r-1', cookie: 'token=abc' },
    })
    expect(requestFacts(request)).toEqual({
      method: 'DELETE',
      path: '/v1/user/cars/17?x=1',
      route: '/v1/user/cars/[id]',
      requestId: 'r-1',
    })
  })
})
