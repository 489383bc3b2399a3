import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { proxyAppealPhoto } from './photoProxy'
import { proxyAppealPhotoUpload } from './scanProxy'

const PNG = '\x89PNG\r\n\x1a\n-a-tiny-photo'
const cms = serveFakeCityApi({
  'GET /v1/appeals/photos/0f8fad5b-d9cb-469f-a165-70867728950e': {
    status: 200,
    body: PNG,
    headers: { 'content-type': 'image/png' },
  },
  'GET /v1/appeals/photos/72': { status: 404, body: { data: { message: 'Файл не найден' } } },
  'GET /v1/appeals/photos/73': { status: 200, body: '<script>', headers: { 'content-type': 'text/html' } },
  'POST /v1/appeals/photos': {
    status: 200,
    body: { data: { id: 90, mime_type: 'image/png', size: 20, created_at: '2026-07-10T08:15:00.000Z' } },
  },
})

let site: Server
let siteUrl: string
beforeAll(async () => {
  process.env.SITE_URL = 'http://portal.test'
  site = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x')
    if (pathname === '/api/uploads/appeal-photo') void proxyAppealPhotoUpload(req, res)
    else void proxyAppealPhoto(req, res, pathname.split('/').pop())
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))

const get = (id: string, cookie = 'token=tok-anna') =>
  fetch(`${siteUrl}/api/appeal-photos/${id}`, { headers: cookie ? { cookie } : {} })

describe('GET /api/appeal-photos/[id]: the private photo proxy', () => {
  it("streams the owner's photo with the bearer token, private and never cached", async () => {
    const response = await get('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // The fake CMS sends its string body as UTF-8; the bytes arrive unchanged.
    expect(await response.text()).toBe(PNG)
    expect(cms.calls[0]).toMatchObject({
      path: '/v1/appeals/photos/0f8fad5b-d9cb-469f-a165-70867728950e',
      authorization: 'Bearer tok-anna',
    })
  })

  it("another resident's photo is 404 as the CMS says", async () => {
    const response = await get('72')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ data: { message: 'Не найдено' } })
  })

  it('a visitor gets 401 and a malformed id 404, neither reaching the CMS', async () => {
    expect((await get('0f8fad5b-d9cb-469f-a165-70867728950e', '')).status).toBe(401)
    expect((await get('71abc')).status).toBe(404)
    expect(cms.calls).toEqual([])
  })

  it('never serves what is not a JPEG or PNG', async () => {
    const response = await get('73')
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })
})

describe('POST /api/uploads/appeal-photo: the streaming photo upload', () => {
  const upload = (headers: Record<string, string> = {}) => {
    const body = new FormData()
    body.set('file', new Blob([PNG], { type: 'image/png' }), 'yard.png')
    return fetch(`${siteUrl}/api/uploads/appeal-photo`, {
      method: 'POST',
      headers: { cookie: 'token=tok-anna', origin: 'http://portal.test', ...headers },
      body,
    })
  }

  it('streams the photo to POST /v1/appeals/photos with the bearer token and answers its data', async () => {
    const response = await upload()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: { id: 90, mime_type: 'image/png', size: 20, created_at: '2026-07-10T08:15:00.000Z' },
    })
    const call = cms.calls.find((c) => c.path === '/v1/appeals/photos')
    expect(call).toMatchObject({ method: 'POST', authorization: 'Bearer tok-anna' })
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('refuses a visitor and a foreign page before reading the photo', async () => {
    expect((await upload({ cookie: '' })).status).toBe(401)
    expect((await upload({ origin: 'http://evil.test' })).status).toBe(403)
    expect(cms.calls).toEqual([])
  })
})
