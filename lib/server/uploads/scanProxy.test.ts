import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { MAX_SCAN_BYTES, SCAN_MESSAGES } from '@anapa/shared/statements/scans'
import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { boundaryOf, MAX_UPLOAD_BODY_BYTES, proxyScanUpload, UPLOAD_MESSAGES } from './scanProxy'

const CODE = 'RP-2026-000124'
const statements = { status: 200, body: { data: [{ statement_code: CODE }], meta: { count: 1 } } }
const uploaded = {
  status: 200,
  body: {
    data: {
      id: 'f1',
      kind: 'sts_first',
      mime_type: 'application/pdf',
      size: 20,
      created_at: '2026-07-10T08:15:00.000Z',
    },
  },
}
const cms = serveFakeCityApi({
  'GET /v1/statement/list': statements,
  'POST /v1/statement/resident-permits/file': uploaded,
})

let site: Server
let siteUrl: string
beforeAll(async () => {
  process.env.SITE_URL = 'http://portal.test'
  // The route as Next runs it: a plain Node request and response, the kind from the path.
  site = createServer((req, res) => {
    const kind = new URL(req.url ?? '/', 'http://x').pathname.split('/').pop()
    void proxyScanUpload(req, res, kind)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))

const PDF = '%PDF-1.4 scan of the STS'

function form(file = PDF) {
  const body = new FormData()
  body.set('file', new Blob([file], { type: 'application/pdf' }), 'sts.pdf')
  return body
}

async function upload(
  kind = 'sts_first',
  { headers = {}, body = form() as BodyInit, method = 'POST', code = CODE } = {} as {
    headers?: Record<string, string>
    body?: BodyInit
    method?: string
    code?: string
  },
) {
  const response = await fetch(`${siteUrl}/api/uploads/${kind}?statement_code=${encodeURIComponent(code)}`, {
    method,
    headers: { cookie: 'token=tok-anna', origin: 'http://portal.test', ...headers },
    body: method === 'GET' ? undefined : body,
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown }
}

const uploadCalls = () => cms.calls.filter((c) => c.path === '/v1/statement/resident-permits/file')

describe('POST /api/uploads/[kind]: the streaming scan proxy', () => {
  it('streams the file to the CMS with the bearer token, the statement code and the kind, and answers its data', async () => {
    const result = await upload('sts_first')
    expect(result.status).toBe(200)
    expect(result.json).toEqual(uploaded.body)
    expect(result.headers.get('cache-control')).toBe('no-store')
    const [call] = uploadCalls()
    expect(call).toMatchObject({ method: 'POST', authorization: 'Bearer tok-anna' })
    const boundary = boundaryOf(call!.headers['content-type'])!
    const parts = (call!.body as string).split(`--${boundary}`)
    expect(parts[1]).toContain('name="statement_code"\r\n\r\nRP-2026-000124\r\n')
    expect(parts[2]).toContain('name="kind"\r\n\r\nsts_first\r\n')
    expect(parts[3]).toContain('name="file"; filename="sts.pdf"')
    expect(parts[3]).toContain(PDF)
  })

  it('refuses other methods with 405 and Allow: POST', async () => {
    const result = await upload('sts_first', { method: 'GET' })
    expect(result.status).toBe(405)
    expect(result.headers.get('allow')).toBe('POST')
    expect(result.json).toEqual({ data: { message: UPLOAD_MESSAGES.method } })
    expect(cms.calls).toEqual([])
  })

  it('an unknown kind is 404 without a CMS call', async () => {
    const result = await upload('selfie')
    expect(result.status).toBe(404)
    expect(cms.calls).toEqual([])
  })

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 (CSRF) without a CMS call', async (_case, headers) => {
    const result = await upload('sts_first', { headers })
    expect(result.status).toBe(403)
    expect(result.json).toEqual({ data: { message: UPLOAD_MESSAGES.foreignOrigin } })
    expect(cms.calls).toEqual([])
  })

  it('refuses a visitor without the token cookie with 401', async () => {
    const result = await upload('sts_first', { headers: { cookie: '' } })
    expect(result.status).toBe(401)
    expect(cms.calls).toEqual([])
  })

  it('refuses a body that is not multipart with 415', async () => {
    const result = await upload('sts_first', { body: PDF, headers: { 'content-type': 'application/pdf' } })
    expect(result.status).toBe(415)
    expect(result.json).toEqual({ data: { message: UPLOAD_MESSAGES.multipart } })
    expect(cms.calls).toEqual([])
  })

  it('refuses a declared length over 10 MB with 413 and the Russian message before reading it', async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${siteUrl}/api/uploads/sts_first?statement_code=${CODE}`, {
        method: 'POST',
        headers: {
          cookie: 'token=tok-anna',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(MAX_UPLOAD_BODY_BYTES + 1),
        },
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      // Only the first bytes are sent: the answer must not wait for the rest.
      req.write('--x\r\n')
    })
    expect(status.status).toBe(413)
    expect(JSON.parse(status.body)).toEqual({
      data: { message: SCAN_MESSAGES.tooLarge, fields: { file: SCAN_MESSAGES.tooLarge } },
    })
    expect(cms.calls).toEqual([])
  })

  it('stops a body without a declared length once it passes 10 MB, with 413', async () => {
    const big = new Uint8Array(MAX_SCAN_BYTES + 128 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 1 << 20) controller.enqueue(big.subarray(i, i + (1 << 20)))
        controller.close()
      },
    })
    const response = await fetch(`${siteUrl}/api/uploads/sts_first?statement_code=${CODE}`, {
      method: 'POST',
      headers: { cookie: 'token=tok-anna', 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      // @ts-expect-error Node's fetch needs this for a streamed body; lib.dom does not know it.
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      data: { message: SCAN_MESSAGES.tooLarge, fields: { file: SCAN_MESSAGES.tooLarge } },
    })
    // The CMS never received a complete upload: the stream failed at the limit.
    expect(uploadCalls()).toEqual([])
  })

  it("a statement code not among the resident's own is 404 and nothing is uploaded", async () => {
    const result = await upload('sts_first', { code: 'RP-2026-999999' })
    expect(result.status).toBe(404)
    expect(result.json).toEqual({ data: { message: 'Заявление не найдено' } })
    expect(uploadCalls()).toEqual([])
  })

  it('a malformed statement code never reaches the CMS', async () => {
    const result = await upload('sts_first', { code: 'x"\r\nContent-Type: evil' })
    expect(result.status).toBe(404)
    expect(cms.calls).toEqual([])
  })

  it("passes the CMS refusal on in the contract's JSON", async () => {
    cms.answer({
      'POST /v1/statement/resident-permits/file': {
        status: 422,
        body: { data: { message: SCAN_MESSAGES.badType, fields: { file: SCAN_MESSAGES.badType }, stack: 'x' } },
      },
    })
    const result = await upload('passport_first')
    expect(result.status).toBe(422)
    expect(result.json).toEqual({ data: { message: SCAN_MESSAGES.badType, fields: { file: SCAN_MESSAGES.badType } } })
  })

  it('answers a CMS failure as 502 in Russian, never its text', async () => {
    cms.answer({
      'POST /v1/statement/resident-permits/file': { status: 500, body: { data: { message: 'SQLITE_BUSY' } } },
    })
    const result = await upload('passport_first')
    expect(result.status).toBe(502)
    expect(result.json).toEqual({ data: { message: 'Сервис временно недоступен. Попробуйте позже' } })
  })
})

describe('boundaryOf', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; boundary="a b"', 'a b'],
    ['Multipart/Form-Data;boundary=----WebKitFormBoundaryX', '----WebKitFormBoundaryX'],
    ['multipart/form-data', null],
    ['application/json; boundary=abc', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(boundaryOf(header)).toBe(expected)
  })
})
