import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { GetServerSidePropsContext } from 'next'

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

describe('withSession (ARCHITECTURE §3)', () => {
  it('sends a visitor without the cookie home, without asking the API', async () => {
    const { ctx } = context()
    await expect(withSession()(ctx)).resolves.toEqual({ redirect: { destination: '/', permanent: false } })
    expect(seenAuthorization()).toEqual([])
  })

  it('drops a token the API refuses and sends the visitor home', async () => {
    const { ctx, res } = context('token=expired')
    await expect(withSession()(ctx)).resolves.toEqual({ redirect: { destination: '/', permanent: false } })
    expect(seenAuthorization()).toEqual(['Bearer expired'])
    expect(setCookies(res).some((c) => /^token=;/.test(c))).toBe(true)
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

  it("passes the page loader's redirect or 404 through", async () => {
    const { ctx } = context('token=good')
    await expect(withSession(async () => ({ notFound: true }))(ctx)).resolves.toEqual({ notFound: true })
  })
})
