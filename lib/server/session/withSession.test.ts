import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { GetServerSidePropsContext } from 'next'

import { SESSION_HINT_COOKIE } from '@/lib/sessionHint'
import { serveFakeCityApi, type FakeCall } from '@/lib/test/fakeCityApi'
import { withSession } from './withSession'

/** The city REST API faked: GET /v1/user answers for the token "good" only. */
const cms = serveFakeCityApi({
  'GET /v1/user': ({ authorization }: FakeCall) =>
    authorization === 'Bearer good'
      ? {
          status: 200,
          body: {
            data: {
              id: 1,
              name: 'Анна',
              lastname: 'Смирнова',
              email: null,
              phone: '79181234567',
              sex: 'female',
              has_password: true,
            },
          },
        }
      : authorization === 'Bearer cms-failing'
        ? { status: 502, body: 'Bad Gateway' }
        : { status: 401, body: { data: { message: 'Требуется авторизация' } } },
  '*': { status: 401, body: { data: { message: 'Требуется авторизация' } } },
})
const seenAuthorization = () => cms.calls.map((call) => call.authorization)

function context(cookie?: string) {
  const req = new IncomingMessage(new Socket())
  if (cookie) req.headers.cookie = cookie
  const res = new ServerResponse(req)
  return { ctx: { req, res, query: {}, resolvedUrl: '/my-transport' } as unknown as GetServerSidePropsContext, res }
}

const setCookies = (res: ServerResponse) => ([] as string[]).concat((res.getHeader('Set-Cookie') as string[]) ?? [])

describe('withSession (docs/architecture.md#3-pages)', () => {
  it('sends a visitor without the cookie home to sign in and come back, without asking the API', async () => {
    const { ctx } = context()
    await expect(withSession()(ctx)).resolves.toEqual({
      redirect: { destination: '/?vhod=%2Fmy-transport', permanent: false },
    })
    expect(seenAuthorization()).toEqual([])
  })

  it('drops a token the API refuses and sends the visitor home to sign in again', async () => {
    const { ctx, res } = context('token=expired')
    await expect(withSession()(ctx)).resolves.toEqual({
      redirect: { destination: '/?vhod=%2Fmy-transport', permanent: false },
    })
    expect(seenAuthorization()).toEqual(['Bearer expired'])
    expect(setCookies(res).some((c) => /^token=;/.test(c))).toBe(true)
  })

  it("keeps the query of the page asked for, and never carries a path that is not this site's", async () => {
    const { ctx } = context()
    ctx.resolvedUrl = '/pokupki/detail-tury?booking=7'
    await expect(withSession()(ctx)).resolves.toEqual({
      redirect: { destination: '/?vhod=%2Fpokupki%2Fdetail-tury%3Fbooking%3D7', permanent: false },
    })
    ctx.resolvedUrl = '//evil.example/my-transport'
    await expect(withSession()(ctx)).resolves.toEqual({ redirect: { destination: '/', permanent: false } })
  })

  it('lets the resident in, privately and uncached, with their profile', async () => {
    const { ctx, res } = context('token=good')
    const result = await withSession(async () => ({ props: { section: 'cars' } }))(ctx)
    expect(result).toEqual({
      props: {
        section: 'cars',
        me: expect.objectContaining({ id: '1', name: 'Анна', phoneFormatted: '+7 (918) 123-45-67' }),
      },
    })
    expect(res.getHeader('Cache-Control')).toBe('private, no-store')
  })

  it('removes the signed-in hint with a refused token', async () => {
    const { ctx, res } = context(`token=expired; ${SESSION_HINT_COOKIE}=1`)
    await withSession()(ctx)
    const hint = setCookies(res).filter((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
    expect(hint.at(-1)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;.*Max-Age=-1`))
  })

  it('gives a valid session that predates the hint its hint, readable by script', async () => {
    const { ctx, res } = context('token=good')
    await withSession()(ctx)
    const cookies = setCookies(res)
    expect(cookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))])
    expect(cookies[0]).toMatch(/Max-Age=2592000/)
    expect(cookies[0]).toMatch(/Path=\//)
    expect(cookies[0]).toMatch(/SameSite=Lax/)
    expect(cookies[0]).not.toMatch(/HttpOnly/)
  })

  it('leaves the cookies alone when the hint is already there', async () => {
    const { ctx, res } = context(`token=good; ${SESSION_HINT_COOKIE}=1`)
    await withSession()(ctx)
    expect(setCookies(res)).toEqual([])
  })

  it('shows the error page with 503 while the CMS fails, keeping the session: no 500, no redirect', async () => {
    const { ctx, res } = context('token=cms-failing')
    const loader = jest.fn()
    await expect(withSession(loader)(ctx)).resolves.toEqual({ props: { serviceUnavailable: 503 } })
    expect(loader).not.toHaveBeenCalled()
    expect(res.statusCode).toBe(503)
    expect(res.getHeader('Cache-Control')).toBe('private, no-store')
    expect(res.getHeader('Retry-After')).toBe('30')
    expect(setCookies(res).filter((c) => c.startsWith('token='))).toEqual([])
  })

  it("passes the page loader's redirect or 404 through", async () => {
    const { ctx } = context('token=good')
    await expect(withSession(async () => ({ notFound: true }))(ctx)).resolves.toEqual({ notFound: true })
  })
})
