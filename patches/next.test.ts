import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, inflateSync } from 'node:zlib'

/**
 * patches/next+*.patch (applied by `npm ci`'s postinstall): the Pages Router hydrates the page as a
 * transition, so React splits hydration into interruptible slices (the long hydration
 * task was most of a phone's Total Blocking Time). Both of Next's client builds must carry it; an
 * upgrade of Next that drops the patch fails here, not silently in Lighthouse.
 */
describe.each([
  ['ES module build (Turbopack)', 'next/dist/esm/client/index.js', 'ReactDOM'],
  ['CommonJS build', 'next/dist/client/index.js', '_client.default'],
])("Next's client entry, %s", (_build, file, reactDom) => {
  const source = readFileSync(require.resolve(file), 'utf8')

  it('calls hydrateRoot inside startTransition', () => {
    expect(source).toMatch(
      new RegExp(`startTransition\\(\\(\\)=>\\{\\s*reactRoot = ${reactDom.replace('.', '\\.')}\\.hydrateRoot\\(`),
    )
  })

  it('has no hydrateRoot call outside it', () => {
    expect(source.match(/\.hydrateRoot\(/g)).toHaveLength(1)
  })
})

/** Both snippets are in the source, the first before the second (a missing one fails, not -1). */
function expectBefore(source: string, first: string, second: string) {
  expect(source).toContain(first)
  expect(source).toContain(second)
  expect(source.indexOf(first)).toBeLessThan(source.indexOf(second))
}

/**
 * The same patch saves work on every request (for throughput): next.config's header values
 * (the CSP contains `https:`, `data:`, so Next treats it as a template) and the rewrites' source
 * patterns were compiled by path-to-regexp per request; the patched Next compiles each once. And
 * it awaited every rule in turn, matching or not; the patched Next skips a rule whose source or
 * has/missing conditions do not match before awaiting it (the e2e list, filter and paging tests
 * show the rewrites still apply, and the draft-preview tests the cookie-conditioned header rule).
 */
describe("Next's per-request routing", () => {
  const { compileNonPath } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
    compileNonPath: (value: string, params: Record<string, string | string[]>) => string
  }

  it('still fills header templates and leaves a CSP as it is', () => {
    const csp = "default-src 'self'; img-src 'self' data: https://*.tile.openstreetmap.org"
    expect(compileNonPath(csp, { path: ['afisha'] })).toBe(csp)
    expect(compileNonPath(csp, { path: ['plyazhi', '1'] })).toBe(csp)
    // As stock Next does: path-to-regexp drops a backslash, so such a value is compiled, not kept.
    expect(compileNonPath('a\\b: c', { path: ['afisha'] })).toBe('ab: c')
    expect(compileNonPath('/kategoriya/:filter', { filter: 'plyazhi' })).toBe('/kategoriya/plyazhi')
    expect(compileNonPath('/kategoriya/:filter', { filter: 'novosti' })).toBe('/kategoriya/novosti')
  })

  it('fills a template by the parameters it is given: a name that is not one stays literal', () => {
    expect(compileNonPath('/kategoriya/:filter', { filter: 'plyazhi' })).toBe('/kategoriya/plyazhi')
    expect(compileNonPath('/kategoriya/:filter', { page: '2' })).toBe('/kategoriya/:filter')
    expect(compileNonPath('/kategoriya/:filter', { filter: 'novosti', page: '2' })).toBe('/kategoriya/novosti')
  })

  it('escapes and compiles a header template once per process and set of parameter names', () => {
    const source = readFileSync(require.resolve('next/dist/shared/lib/router/utils/prepare-destination'), 'utf8')
    expect(source).toContain('compiledNonPaths.get(cacheKey)')
    // A value that names none of the parameters, such as the CSP, is returned before any of it.
    expectBefore(
      source,
      "if (!value.includes('\\\\') && !keys.some((key)=>value.includes(`:${key}`)))",
      'const cacheKey',
    )
    // The escaping runs only when the template is not cached yet.
    expectBefore(source, 'if (!compiled) {', '--ESCAPED_PARAM_ASTERISKS')
  })

  it('awaits only the routes whose source and conditions match the request', () => {
    const source = readFileSync(require.resolve('next/dist/server/lib/router-utils/resolve-routes'), 'utf8')
    expect(source).toContain('const applied = config.i18n ? undefined : routeApplies(route);')
    expectBefore(source, 'if (applied === false) continue;', 'const result = await handleRoute(route, applied);')
    // The same two tests handleRoute starts with, the source and then has/missing, whose params
    // handleRoute takes as they are; a required query key or cookie that is absent fails first.
    expect(source).toContain("const params = route.match(parsedUrl.pathname || '/');")
    expect(source).toContain('(0, _preparedestination.matchHas)(req, parsedUrl.query, route.has, route.missing);')
    expect(source).toContain('let params = applied !== undefined ? applied : route.match(curPathname);')
    expect(source).toContain('if (route.has && lacksRequiredKey(route.has, req, parsedUrl.query)) return false;')
  })

  it("keeps each rewrite's compiled matcher in the Pages Router runtime, stored once", () => {
    const runtime = readFileSync(require.resolve('next/dist/compiled/next-server/pages.runtime.prod.js'), 'utf8')
    expect(runtime).toContain(
      '(globalThis.__nextRewriteMatchers??=new WeakMap).get(i)??globalThis.__nextRewriteMatchers.set(i,(',
    )
    // A rewrite that needs a query key the request lacks is passed over before its source is matched.
    expect(runtime).toContain('if(i.has&&i.has.some(e=>"query"===e.type&&!c.query[e.key]))return!1;')
  })
})

describe("An ISR page's response-cache key", () => {
  const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key') as {
    getRouteCacheKey: (pathname: string, owner: { kind: string; sourceRoute: string }) => string
  }
  const digest = (route: string) => createHash('sha256').update(route).digest('hex')

  it("names the page's source route by its SHA-256, every time and for each route", () => {
    const afisha = { kind: 'PAGES', sourceRoute: '/afisha/spisok/[filter]/[page]' }
    const beaches = { kind: 'PAGES', sourceRoute: '/plyazhi/[id]' }
    for (let i = 0; i < 2; i++) {
      expect(getRouteCacheKey('/afisha/spisok/vse/2', afisha)).toBe(
        `/route-cache/PAGES/${digest(afisha.sourceRoute)}/$/afisha/spisok/vse/2`,
      )
      expect(getRouteCacheKey('/plyazhi/3', beaches)).toBe(
        `/route-cache/PAGES/${digest(beaches.sourceRoute)}/$/plyazhi/3`,
      )
    }
  })

  it('works each digest out once per route (the patch is applied)', () => {
    const source = readFileSync(require.resolve('next/dist/server/lib/route-cache-key'), 'utf8')
    expectBefore(source, 'sourceRouteDigests.get(sourceRoute)', "const { createHash } = require('crypto');")
  })
})

const RenderResult = (
  require('next/dist/server/render-result') as { default: { fromStatic: (html: string, type: string) => unknown } }
).default
const { sendRenderResult } = require('next/dist/server/send-payload') as {
  sendRenderResult: (args: Record<string, unknown>) => Promise<void>
}
const { generateETag } = require('next/dist/server/lib/etag') as { generateETag: (payload: string) => string }

/**
 * And for every ISR page: Next hashed the whole HTML in JavaScript for its ETag on every request,
 * a fifth of a cache hit's cost, and Node encoded it to UTF-8 again for every response. The patched
 * Next keeps each static payload's ETag and bytes.
 */
describe('A static page sent by Next', () => {
  type Sent = { status: number; headers: Record<string, unknown>; body: unknown }

  /** A request and response pair as small as sendRenderResult needs, recording what it sent. */
  async function send(html: string, requestHeaders: Record<string, string> = {}): Promise<Sent> {
    const sent: Sent = { status: 200, headers: {}, body: undefined }
    const res = {
      finished: false,
      headersSent: false,
      set statusCode(status: number) {
        sent.status = status
      },
      get statusCode() {
        return sent.status
      },
      setHeader: (name: string, value: unknown) => void (sent.headers[name.toLowerCase()] = value),
      getHeader: (name: string) => sent.headers[name.toLowerCase()],
      end: (body?: unknown) => void (sent.body = body),
    }
    const req = { method: 'GET', headers: requestHeaders }
    const result = RenderResult.fromStatic(html, 'text/html; charset=utf-8')
    await sendRenderResult({ req, res, result, generateEtags: true, poweredByHeader: false })
    return sent
  }

  it("carries the page's own ETag and byte length, also when the page changes", async () => {
    const page = '<!DOCTYPE html><h1>Пляжи Анапы</h1>'
    for (const html of [page, page, `${page}<p>Обновлено</p>`]) {
      const sent = await send(html)
      expect(sent.headers.etag).toBe(generateETag(html))
      expect(sent.headers['content-length']).toBe(Buffer.byteLength(html))
      // Sent as its UTF-8 bytes, kept with the ETag: what reaches the browser is the page.
      expect(Buffer.isBuffer(sent.body) && (sent.body as Buffer).toString('utf8')).toBe(html)
    }
  })

  it('answers 304 to a browser that holds the current version', async () => {
    const html = '<!DOCTYPE html><h1>Афиша</h1>'
    const sent = await send(html, { 'if-none-match': generateETag(html) })
    expect(sent.status).toBe(304)
    expect(sent.body).toBeUndefined()
  })

  it('works the ETag out once per payload (the patch is applied)', () => {
    const source = readFileSync(require.resolve('next/dist/server/send-payload'), 'utf8')
    expect(source).toContain('staticPayloadFactsOf(payload)')
  })
})

/**
 * With gzip, Next's compression middleware deflated the whole page again for every response, over
 * half of a gzip cache hit's CPU (0.63 ms a request against 0.29 plain). The patched middleware
 * gzips a static payload once and keeps it with the payload's bytes; what a client receives is the
 * same. Served for real here: the middleware wraps Node's own response as `next start` does.
 */
describe('A static page compressed by Next', () => {
  const compression = require('next/dist/compiled/compression') as () => (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void
  type Received = { headers: http.IncomingHttpHeaders; body: Buffer }

  let page = ''
  const compress = compression()
  const server = http.createServer((req, res) => {
    compress(req, res, () => {})
    const result = RenderResult.fromStatic(page, 'text/html; charset=utf-8')
    void sendRenderResult({ req, res, result, generateEtags: true, poweredByHeader: false })
  })
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** The response's headers and raw bytes, as the client received them (not decoded). */
  function get(acceptEncoding: string): Promise<Received> {
    const { port } = server.address() as AddressInfo
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  }

  // Above the middleware's 1 kB threshold, with Cyrillic as on every page of the site.
  const html = (title: string) => `<!DOCTYPE html><h1>${title}</h1>${'<p>Песчаные пляжи Анапы</p>'.repeat(80)}`

  it('sends the page gzipped, with its length and ETag, the same bytes every time', async () => {
    page = html('Пляжи')
    const first = await get('gzip, deflate, br')
    const second = await get('gzip, deflate, br')
    for (const received of [first, second]) {
      expect(received.headers['content-encoding']).toBe('gzip')
      expect(received.headers['content-length']).toBe(String(received.body.length))
      expect(received.headers.etag).toBe(generateETag(page))
      expect(received.headers.vary).toContain('Accept-Encoding')
      expect(gunzipSync(received.body).toString('utf8')).toBe(page)
    }
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('gzips the new page once it changes', async () => {
    page = html('Пляжи')
    await get('gzip')
    page = html('Пляжи, обновлено')
    const received = await get('gzip')
    expect(gunzipSync(received.body).toString('utf8')).toBe(page)
    expect(received.headers.etag).toBe(generateETag(page))
  })

  it('sends the page as it is to a client that refuses gzip', async () => {
    page = html('Афиша')
    await get('gzip')
    for (const acceptEncoding of ['identity', 'gzip;q=0', '']) {
      const received = await get(acceptEncoding)
      expect(received.headers['content-encoding']).toBeUndefined()
      expect(received.body.toString('utf8')).toBe(page)
      expect(received.headers['content-length']).toBe(String(Buffer.byteLength(page)))
    }
  })

  it('still deflates through zlib for a client that asks only for deflate', async () => {
    page = html('Экскурсии')
    const received = await get('deflate')
    expect(received.headers['content-encoding']).toBe('deflate')
    expect(inflateSync(received.body).toString('utf8')).toBe(page)
  })
})
