import { readFileSync } from 'node:fs'

/**
 * patches/next+*.patch (applied by `npm ci`'s postinstall): the Pages Router hydrates the page as a
 * transition, so React splits hydration into interruptible slices (issue 14: the long hydration
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

/**
 * The same patch saves work on every request (issue 14's throughput): next.config's header values
 * (the CSP contains `https:`, `data:`, so Next treats it as a template) and the rewrites' source
 * patterns were compiled by path-to-regexp per request; the patched Next compiles each once.
 */
describe("Next's per-request routing", () => {
  const { compileNonPath } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
    compileNonPath: (value: string, params: Record<string, string | string[]>) => string
  }

  it('still fills header templates and leaves a CSP as it is', () => {
    const csp = "default-src 'self'; img-src 'self' data: https://*.tile.openstreetmap.org"
    expect(compileNonPath(csp, { path: ['afisha'] })).toBe(csp)
    expect(compileNonPath(csp, { path: ['plyazhi', '1'] })).toBe(csp)
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
    // The escaping runs only when the template is not cached yet.
    expect(source.indexOf('if (!compiled) {')).toBeLessThan(source.indexOf('--ESCAPED_PARAM_ASTERISKS'))
  })

  it("keeps each rewrite's compiled matcher in the Pages Router runtime", () => {
    const runtime = readFileSync(require.resolve('next/dist/compiled/next-server/pages.runtime.prod.js'), 'utf8')
    expect(runtime).toContain('(globalThis.__nextRewriteMatchers??=new WeakMap).get(i)??')
    expect(runtime).toContain('globalThis.__nextRewriteMatchers.set(i,v)')
  })
})

/**
 * And for every ISR page: Next hashed the whole HTML in JavaScript for its ETag on every request,
 * a fifth of a cache hit's cost. The patched Next keeps each static payload's ETag and length.
 */
describe('A static page sent by Next', () => {
  type Sent = { status: number; headers: Record<string, unknown>; body: unknown }
  const RenderResult = (
    require('next/dist/server/render-result') as { default: { fromStatic: (html: string, type: string) => unknown } }
  ).default
  const { sendRenderResult } = require('next/dist/server/send-payload') as {
    sendRenderResult: (args: Record<string, unknown>) => Promise<void>
  }
  const { generateETag } = require('next/dist/server/lib/etag') as { generateETag: (payload: string) => string }

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
      expect(sent.body).toBe(html)
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
