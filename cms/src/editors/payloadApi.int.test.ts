import { residentClient } from '@/testing/residentClient'
import { PAYLOAD_API_REFUSED } from './payloadApiAccess'

/**
 * Payload's own REST API (/api/...) against the real CMS: visitors and residents are refused
 * everything but the media files and the admin's sign-in calls, in Russian; a signed-in editor,
 * by the admin's cookie or a JWT header, keeps the whole API the admin runs on.
 */
const CLIENT = '198.51.100.80'
const { signUp } = residentClient(CLIENT)
const api = () => process.env.API_BASE_URL!

async function request(method: string, route: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as unknown }
}

const CYRILLIC = /[А-Яа-яЁё]/

function expectRefused(answer: Awaited<ReturnType<typeof request>>, what: string) {
  expect({ what, status: answer.status }).toEqual({ what, status: 403 })
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  expect(answer.json()).toEqual({ errors: [{ message: PAYLOAD_API_REFUSED }] })
  expect(PAYLOAD_API_REFUSED).toMatch(CYRILLIC)
}

describe("visitors on Payload's /api", () => {
  it('get no permission map from /api/access', async () => {
    const answer = await request('GET', '/api/access')
    expectRefused(answer, '/api/access')
    expect(answer.text).not.toContain('canAccessAdmin')
  })

  it('get no booking sessions from /api/booking-sessions, however deep', async () => {
    for (const route of ['/api/booking-sessions?limit=0&depth=5', '/api/booking-sessions', '/api/booking-sessions/1']) {
      const answer = await request('GET', route)
      expectRefused(answer, route)
      expect(answer.text).not.toContain('docs')
    }
  })

  it.each([
    ['GET', '/api/bookings'],
    ['GET', '/api/customers'],
    ['GET', '/api/users'],
    ['GET', '/api/media'],
    ['GET', '/api/magazines?draft=true'],
    ['GET', '/api/events?where[_status][equals]=draft'],
    ['GET', '/api/statement-scans'],
    ['GET', '/api/payload-preferences'],
    ['GET', '/api/payload-jobs'],
    ['GET', '/api/graphql'],
    ['POST', '/api/graphql'],
    ['GET', '/api/users/init'],
    ['POST', '/api/magazine-categories'],
    ['PATCH', '/api/booking-sessions/1'],
    ['DELETE', '/api/rate-limit-hits'],
    ['POST', '/api/customers/login'],
  ])('are refused %s %s in Russian', async (method, route) => {
    expectRefused(await request(method, route, {}, method === 'GET' ? undefined : {}), `${method} ${route}`)
  })

  it('are refused with a forged or foreign token just the same', async () => {
    const forged = await request('GET', '/api/access', { authorization: 'JWT not.a.token' })
    expectRefused(forged, 'a forged JWT')
    const cookie = await request('GET', '/api/bookings', { cookie: 'payload-token=not.a.token' })
    expectRefused(cookie, 'a forged cookie')
  })

  it('still get the public pictures the site shows', async () => {
    const beaches = await request('GET', '/v1/beaches?per_page=20')
    const file = /\/api\/media\/file\/[^"?]+/.exec(beaches.text)?.[0]
    expect(file).toBeDefined()
    const picture = await fetch(`${api()}${file}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
  })

  it('are told by /api/users/me that nobody is signed in, as the admin’s sign-in page asks', async () => {
    const answer = await request('GET', '/api/users/me')
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ user: null })
  })

  it.each([
    ['/api/users/logout', {}],
    ['/api/users/refresh-token', {}],
    ['/api/users/forgot-password', {}],
    ['/api/users/reset-password', { token: 'not-a-token', password: 'x' }],
    ['/api/users/first-register', { email: 'someone@example.ru', password: 'x' }],
    ['/api/users/login', {}],
  ])('are refused by the open sign-in call %s in Russian, not in Payload’s English', async (route, body) => {
    const answer = await request('POST', route, {}, body)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    const { errors } = answer.json() as { errors: { message: string }[] }
    expect(errors.length).toBeGreaterThan(0)
    for (const { message } of errors) expect(message).toMatch(CYRILLIC)
  })

  it('get the admin’s sign-in page', async () => {
    const page = await fetch(`${api()}/admin/login`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  })
})

describe("residents on Payload's /api", () => {
  it('are refused with their bearer token: their door is /v1', async () => {
    const token = await signUp()
    for (const route of ['/api/access', '/api/booking-sessions?limit=0&depth=5', '/api/bookings', '/api/customers']) {
      expectRefused(await request('GET', route, { authorization: `Bearer ${token}` }), route)
    }
    // The same token still works where it belongs.
    expect((await request('GET', '/v1/user', { authorization: `Bearer ${token}` })).status).toBe(200)
  })
})

describe("a signed-in editor on Payload's /api", () => {
  const credentials = () => ({ email: 'editor@anapa.local', password: process.env.SEED_EDITOR_PASSWORD })

  it('signs in as the admin does and keeps the whole API by its cookie', async () => {
    const login = await fetch(`${api()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api(), 'x-forwarded-for': CLIENT },
      body: JSON.stringify(credentials()),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('payload-token='))
    expect(cookie).toBeDefined()
    const asAdmin = { cookie: cookie!, origin: api() }

    const me = await request('GET', '/api/users/me', asAdmin)
    expect(me.json()).toMatchObject({ user: { email: 'editor@anapa.local', collection: 'users' } })
    const access = await request('GET', '/api/access', asAdmin)
    expect(access.status).toBe(200)
    expect(access.json()).toMatchObject({ canAccessAdmin: true })
    const sessions = await request('GET', '/api/booking-sessions?limit=1&depth=0', asAdmin)
    expect(sessions.status).toBe(200)
    expect(sessions.json()).toMatchObject({ docs: expect.any(Array) })

    // The admin's writes: a category created and deleted again.
    const created = await request('POST', '/api/magazine-categories', asAdmin, {
      name: 'Проверка доступа редактора',
      slug: `proverka-dostupa-${Math.random().toString(36).slice(2, 8)}`,
    })
    expect(created.status).toBe(201)
    const id = (created.json() as { doc: { id: number } }).doc.id
    expect((await request('DELETE', `/api/magazine-categories/${id}`, asAdmin)).status).toBe(200)

    const logout = await request('POST', '/api/users/logout', asAdmin)
    expect(logout.status).toBe(200)
  })

  it('keeps the API by a JWT header, as scripts and tests send it', async () => {
    const login = await request('POST', '/api/users/login', {}, credentials())
    expect(login.status).toBe(200)
    const { token } = login.json() as { token: string }
    const access = await request('GET', '/api/access', { authorization: `JWT ${token}` })
    expect(access.status).toBe(200)
    const sessions = await request('GET', '/api/booking-sessions?limit=0&depth=5', { authorization: `JWT ${token}` })
    expect(sessions.status).toBe(200)
  })
})
