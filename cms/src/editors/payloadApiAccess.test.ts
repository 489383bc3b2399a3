import { openToAll, PAYLOAD_API_REFUSED, payloadApiRefusal } from './payloadApiAccess'

describe("Payload's /api: what is open to visitors and residents", () => {
  it.each([
    ['GET', '/api/media/file/beach.webp'],
    ['HEAD', '/api/media/file/beach-640x400.webp'],
    ['GET', '/api/users/me'],
    ['GET', '/api/users/me/'],
    ['GET', '/api/customers/me'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/logout'],
    ['POST', '/api/users/refresh-token'],
    ['POST', '/api/users/forgot-password'],
    ['POST', '/api/users/reset-password'],
    ['POST', '/api/users/first-register'],
  ])('%s %s is open', (method, path) => {
    expect(openToAll(method, path)).toBe(true)
  })

  it.each([
    ['GET', '/api/access'],
    ['GET', '/api/booking-sessions'],
    ['GET', '/api/booking-sessions/1'],
    ['GET', '/api/bookings'],
    ['GET', '/api/media'],
    ['GET', '/api/media/1'],
    ['GET', '/api/media/file'],
    ['GET', '/api/media/file/a/b.jpg'],
    ['GET', '/api/statement-scans/file/0b9c.jpg'],
    ['GET', '/api/appeal-photos/file/0b9c.jpg'],
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['GET', '/api/users/init'],
    ['GET', '/api/customers'],
    ['GET', '/api/magazines/me'],
    ['GET', '/api/graphql'],
    ['POST', '/api/graphql'],
    ['GET', '/api/globals/settings'],
    ['GET', '/api/payload-preferences/nav'],
    ['GET', '/api/payload-jobs/run'],
    ['GET', '/api//access'],
    ['GET', '/api'],
    ['POST', '/api/media/file/x.jpg'],
    ['DELETE', '/api/users/login'],
    ['GET', '/api/users/login'],
    ['POST', '/api/users/unlock'],
    ['POST', '/api/users/1/api-key/reveal'],
    ['POST', '/api/customers/login'],
    ['POST', '/api/redirects'],
    ['PATCH', '/api/booking-sessions/1'],
    ['PUT', '/api/users/me'],
  ])('%s %s needs a signed-in editor', (method, path) => {
    expect(openToAll(method, path)).toBe(false)
  })

  it('refuses in Russian with 403, never cached', async () => {
    const answer = payloadApiRefusal()
    expect(answer.status).toBe(403)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ errors: [{ message: PAYLOAD_API_REFUSED }] })
  })
})
