import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { OPENAPI_FILE, OpenApiContract, pointerSegment, type MediaType, type ResponseObject } from './openapi'
import { validatingFetch } from './seam'

/**
 * The checker behind the integration tests' response validation: it must accept what
 * the document says and refuse everything else, or a green integration run proves nothing.
 */
const doc = new OpenApiContract()
const BASE = 'http://127.0.0.1:3101'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json', ...headers }),
  body: JSON.stringify(body),
})
const check = (method: string, path: string, answer: ReturnType<typeof json>) =>
  doc.check({ method, url: `${BASE}${path}`, ...answer })

const EVENTS_PAGE = { data: [], meta: { count: 0, page: 1, per_page: 12 } }
const ERROR = { data: { message: 'Параметр page должен быть целым положительным числом' } }

describe('the contract checker', () => {
  it('accepts answers the document describes', () => {
    expect(check('GET', '/v1/events?page=1', json(200, EVENTS_PAGE))).toEqual([])
    expect(check('GET', '/v1/events?page=x', json(400, ERROR))).toEqual([])
    expect(check('GET', '/v1/tours/groups', json(200, { data: [], meta: { count: 0 } }))).toEqual([])
    expect(check('POST', '/v1/authorize/phone/sendCode', json(429, ERROR, { 'retry-after': '42' }))).toEqual([])
  })

  it('refuses a status the operation does not document', () => {
    const [violation] = check('GET', '/v1/events', json(500 + 2, ERROR))
    expect(violation).toMatch(/status not documented for listEvents/)
    expect(check('GET', '/v1/sitemap', json(422, ERROR))).toHaveLength(1)
  })

  it('refuses a body that breaks the schema', () => {
    const [violation] = check('GET', '/v1/events', json(200, { data: [], meta: { count: 0 } }))
    expect(violation).toMatch(/body breaks the schema.*must have required property 'page'/)
    expect(check('GET', '/v1/events', json(400, { message: 'плоско' }))).toHaveLength(1)
  })

  it('refuses an undocumented content type, such as an HTML error page', () => {
    const html = { status: 404, headers: new Headers({ 'content-type': 'text/html' }), body: '<html></html>' }
    expect(check('GET', '/v1/events/abc', html)[0]).toMatch(/content type "text\/html"/)
    expect(check('GET', '/v1/no-such-call', html)[0]).toMatch(/content type "text\/html"/)
  })

  it('requires Retry-After on 429 and Allow on 405', () => {
    expect(check('POST', '/v1/authorize/login', json(429, ERROR))[0]).toMatch(/header Retry-After is required/)
    expect(check('TRACE', '/v1/events', json(405, ERROR))[0]).toMatch(/header Allow is required/)
    expect(check('PUT', '/v1/magazines', json(405, ERROR, { allow: 'POST' }))[0]).toMatch(/Allow "POST" lacks GET/)
    expect(check('PUT', '/v1/magazines', json(405, ERROR, { allow: 'GET, HEAD' }))).toEqual([])
  })

  it('expects the JSON 404 envelope for unknown paths and for planned calls', () => {
    expect(check('GET', '/v1/nothing/here', json(404, { data: { message: 'Адрес не найден' } }))).toEqual([])
    expect(check('TRACE', '/v1/nothing', json(405, ERROR, { allow: 'GET' }))).toEqual([])
    // Every call is served now (notifications were the last planned ones): a copy of the
    // document with the bell still planned stands in for the next planned call.
    const source = readFileSync(OPENAPI_FILE, 'utf8')
    const served = 'operationId: listPushNotifications\n      x-status: implemented'
    expect(source).toContain(served)
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-planned-')), 'openapi.yaml')
    writeFileSync(file, source.replace(served, 'operationId: listPushNotifications\n      x-status: planned'))
    const planned = new OpenApiContract(file)
    const checkPlanned = (answer: ReturnType<typeof json>) =>
      planned.check({ method: 'GET', url: `${BASE}/v1/push/getPushNotification`, ...answer })
    expect(checkPlanned(json(404, { data: { message: 'Не найдено' } }))).toEqual([])
    expect(checkPlanned(json(200, { data: [] }))[0]).toMatch(/status not documented for unknown path/)
  })

  it('prefers literal segments over templates (groups is not a slug)', () => {
    expect(doc.matchPath('/v1/beaches/groups')?.template).toBe('/v1/beaches/groups')
    expect(doc.matchPath('/v1/beaches/groups/3')).toEqual({
      template: '/v1/beaches/groups/{id}',
      pathParams: { id: '3' },
    })
    expect(doc.matchPath('/v1/beaches/7')?.template).toBe('/v1/beaches/{id}')
  })

  it('documents 413 and 415 on every JSON call', () => {
    const jsonCalls = doc.operations().filter(({ operation }) => {
      const body = operation.requestBody && doc.resolve(operation.requestBody, '').value
      return body && 'application/json' in body.content
    })
    expect(jsonCalls.length).toBeGreaterThan(5)
    for (const { operation } of jsonCalls)
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['413', '415']))
  })

  it('keeps every example of the document valid against its own schema', () => {
    const checked: string[] = []
    const visit = (content: Record<string, MediaType> | undefined, pointer: string) => {
      for (const [type, media] of Object.entries(content ?? {})) {
        if (media.example === undefined || !media.schema) continue
        const validate = doc.validator(`${pointer}/content/${pointerSegment(type)}/schema`)
        checked.push(pointer)
        expect({ pointer, valid: validate(media.example), errors: doc.errorsOf(validate) }).toEqual({
          pointer,
          valid: true,
          errors: 'No errors',
        })
      }
    }
    for (const { pointer, operation } of doc.operations()) {
      if (operation.requestBody) {
        const body = doc.resolve(operation.requestBody, `${pointer}/requestBody`)
        visit(body.value.content, body.pointer)
      }
      for (const [status, raw] of Object.entries(operation.responses)) {
        const response = doc.resolve<ResponseObject>(raw, `${pointer}/responses/${status}`)
        visit(response.value.content, response.pointer)
      }
    }
    expect(checked.length).toBeGreaterThan(40)
  })
})

describe('the fetch seam of the integration tests', () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('reports answers of the contract that break the document and leaves the body readable', async () => {
    const reported: string[] = []
    const fetchChecked = validatingFetch(answer({ data: 'not a list' }), BASE, (v) => reported.push(...v))
    const response = await fetchChecked(`${BASE}/v1/events`)
    expect(await response.json()).toEqual({ data: 'not a list' })
    expect(reported).toHaveLength(1)
    expect(reported[0]).toMatch(/GET \/v1\/events → 200: body breaks the schema/)
  })

  it('passes conforming answers, other origins and the CMS admin API without a report', async () => {
    const reported: string[] = []
    const report = (v: string[]) => reported.push(...v)
    await validatingFetch(answer(EVENTS_PAGE), BASE, report)(`${BASE}/v1/events`)
    await validatingFetch(answer({ docs: [] }), BASE, report)(`${BASE}/api/customers`)
    await validatingFetch(answer('x'), BASE, report)('http://example.test/v1/events')
    expect(reported).toEqual([])
  })

  it('checks the method the request was made with', async () => {
    const reported: string[] = []
    const fetchChecked = validatingFetch(answer(ERROR, 401), BASE, (v) => reported.push(...v))
    await fetchChecked(new Request(`${BASE}/v1/user`, { method: 'DELETE' }))
    await fetchChecked(`${BASE}/v1/events`, { method: 'POST' })
    expect(reported).toEqual([expect.stringMatching(/POST \/v1\/events → 401: status not documented/)])
  })
})
