import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { CityApi, type CityApiOptions } from '@/graphql/datasources/CityApi'

/**
 * The one stand-in for the city REST API (docs/api/openapi.yaml) in unit tests: a route table and
 * a record of every call. The code under test runs for real; only the CMS behind it is faked. It
 * answers at fetch (`fetch`, `cityApi()`, for the gateway's CityApi) or over real HTTP (`listen()`,
 * for data functions that build their own CityApi from API_BASE_URL).
 */

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> }

/** A request as the fake saw it. */
export type FakeCall = {
  method: string
  /** The whole URL the client asked for, origin included. */
  href: string
  /** Path and query, as the CMS would log it: `/v1/beaches?page=2`. */
  url: string
  path: string
  query: URLSearchParams
  /** Header names in lower case. */
  headers: Record<string, string>
  authorization?: string
  /** The JSON body, parsed; undefined without one. */
  body?: unknown
  /** The fetch options as the client passed them (calls at fetch only), e.g. to check `redirect`. */
  init?: RequestInit
}

/**
 * Keys are `'METHOD /path'`, `'/path'` (any method) or `'*'` (anything else); the most specific
 * wins. A value is a fixed answer or a function of the call. A body of `undefined` sends no body;
 * a string is sent as it is (for answers that are not JSON).
 */
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>

/** What the CMS answers for paths it has no route for (the contract's 404 envelope). */
export const NOT_FOUND: FakeAnswer = { status: 404, body: { data: { message: 'Не найдено' } } }

export const FAKE_BASE_URL = 'http://cms.test'

/** A resident as GET /v1/user returns one (the contract's snake_case). */
export const REST_RESIDENT = {
  id: 5,
  name: 'Анна',
  lastname: 'Смирнова',
  email: 'anna@example.ru',
  phone: '79181234567',
  sex: 'female',
  has_password: false,
}

export type FakeCityApi = ReturnType<typeof fakeCityApi>

export function fakeCityApi(initialRoutes: FakeRoutes = {}) {
  let routes: FakeRoutes = { ...initialRoutes }
  const calls: FakeCall[] = []
  const urls: string[] = []
  const requests: string[] = []
  let server: Server | undefined

  const answer = (call: FakeCall): FakeAnswer => {
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path] ?? routes['*'] ?? NOT_FOUND
    return typeof route === 'function' ? route(call) : route
  }

  const record = (
    method: string,
    target: URL,
    headers: Record<string, string>,
    rawBody: string | undefined,
    init?: RequestInit,
  ) => {
    let body: unknown
    if (rawBody) {
      try {
        body = JSON.parse(rawBody)
      } catch {
        body = rawBody
      }
    }
    const call: FakeCall = {
      method,
      href: target.href,
      url: target.pathname + target.search,
      path: target.pathname,
      query: target.searchParams,
      headers,
      authorization: headers.authorization,
      body,
      init,
    }
    calls.push(call)
    urls.push(call.url)
    requests.push(`${method} ${call.url}`)
    return call
  }

  const encode = ({ body }: FakeAnswer) =>
    body === undefined || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body)

  /** A fetch for CityApi's `fetchImpl`. */
  const fakeFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const target = new URL(input instanceof Request ? input.url : String(input))
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const call = record(init.method ?? 'GET', target, headers, init.body == null ? undefined : String(init.body), init)
    const result = answer(call)
    return new Response(encode(result), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json', ...result.headers },
    })
  }) as typeof fetch

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      req.on('error', reject)
    })

  return {
    /** Every call so far, oldest first. */
    calls,
    /** Path and query of every call, oldest first (`/v1/beaches?page=2`); a live array, like `calls`. */
    urls,
    /** The same as `METHOD /path?query`. */
    requests,
    /** Replaces the route table (from here on). */
    routes(next: FakeRoutes) {
      routes = { ...next }
    },
    /** Adds or replaces routes, keeping the others. */
    answer(more: FakeRoutes) {
      routes = { ...routes, ...more }
    },
    /** Forgets the calls and goes back to the routes it was created with. */
    reset() {
      calls.length = 0
      urls.length = 0
      requests.length = 0
      routes = { ...initialRoutes }
    },
    fetch: fakeFetch,
    /** The real gateway client against this fake. */
    cityApi(options: Omit<CityApiOptions, 'baseUrl' | 'fetchImpl'> = {}) {
      return new CityApi({ baseUrl: FAKE_BASE_URL, fetchImpl: fakeFetch, ...options })
    },
    /** Serves the same routes over HTTP on 127.0.0.1; resolves to the base URL. */
    async listen(): Promise<string> {
      server = createServer((req, res) => {
        void readBody(req).then(
          (rawBody) => {
            const headers: Record<string, string> = {}
            for (const [name, value] of Object.entries(req.headers))
              if (typeof value === 'string') headers[name] = value
            const result = answer(record(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x'), headers, rawBody))
            res.writeHead(result.status ?? 200, { 'content-type': 'application/json', ...result.headers })
            res.end(encode(result) ?? undefined)
          },
          () => res.destroy(),
        ) // a client that gave up mid-body (an aborted upload) gets no answer
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    close() {
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}

/**
 * A fake city API over HTTP for a whole test file, named by API_BASE_URL as the data functions
 * read it: listening before the tests, closed after them, and back to `routes` before each test.
 */
export function serveFakeCityApi(routes: FakeRoutes = {}): FakeCityApi {
  const api = fakeCityApi(routes)
  beforeAll(async () => {
    process.env.API_BASE_URL = await api.listen()
  })
  afterAll(() => api.close())
  beforeEach(() => api.reset())
  return api
}
