import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { SESSION_HINT_COOKIE } from '@/lib/sessionHint'
import { fakeCityApi, REST_RESIDENT, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** The real schema and resolvers with the city REST API faked at fetch; `res` is a real ServerResponse. */
function harness(routes: FakeRoutes, { token = null as string | null, sameOrigin = true } = {}) {
  const { calls, cityApi } = fakeCityApi(routes)
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  const context: GatewayContext = {
    api: cityApi({ token }),
    token,
    sameOrigin,
    res,
  }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  const cookies = () => ([] as string[]).concat((res.getHeader('Set-Cookie') as string[] | string | undefined) ?? [])
  return { run, calls, cookies }
}

const user = REST_RESIDENT
const LOGIN_BY_CODE = `mutation ($phone: String!, $code: String!) { loginByCode(phone: $phone, code: $code) { id phoneFormatted hasPassword } }`

describe('loginByCode', () => {
  it('saves the token in an HttpOnly, SameSite=Lax, 30-day cookie and returns the resident', async () => {
    const { run, calls, cookies } = harness({
      'POST /v1/authorize/phone/loginByCode': { status: 200, body: { data: { token: 'tok-123' } } },
      'GET /v1/user': { status: 200, body: { data: user } },
    })
    const result = await run(LOGIN_BY_CODE, { phone: '+7 (918) 123-45-67', code: '123456' })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ loginByCode: { id: '5', phoneFormatted: '+7 (918) 123-45-67', hasPassword: false } })
    expect(calls[0]).toMatchObject({
      path: '/v1/authorize/phone/loginByCode',
      body: { code: '123456', phone: '79181234567' },
    })
    // The user is loaded with the NEW token, not whatever the request carried.
    expect(calls[1]).toMatchObject({ path: '/v1/user', authorization: 'Bearer tok-123' })
    const [cookie] = cookies()
    expect(cookie).toMatch(/^token=tok-123;/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('marks the cookie Secure when the site is served over https', async () => {
    const previous = process.env.SITE_URL
    process.env.SITE_URL = 'https://anapa.example'
    try {
      const { run, cookies } = harness({
        'POST /v1/authorize/phone/loginByCode': { status: 200, body: { data: { token: 't' } } },
        'GET /v1/user': { status: 200, body: { data: user } },
      })
      await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
      expect(cookies()[0]).toMatch(/Secure/)
    } finally {
      process.env.SITE_URL = previous
    }
  })

  it("shows 'Ошибка авторизации' and drops the cookie when the resident cannot be loaded (docs/spec.md#4-states-and-transitions)", async () => {
    const { run, cookies } = harness({
      'POST /v1/authorize/phone/loginByCode': { status: 200, body: { data: { token: 'tok' } } },
      'GET /v1/user': { status: 500, body: {} },
    })
    const result = await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
    expect(result.errors?.[0]).toMatchObject({ message: 'Ошибка авторизации', extensions: { code: 'UNAUTHENTICATED' } })
    expect(cookies().at(-1)).toMatch(/^token=;.*(Max-Age=-1|Expires=Thu, 01 Jan 1970)/)
  })

  it('sends the consent to the processing of personal data only when it was given', async () => {
    const LOGIN_WITH_CONSENT = `mutation ($phone: String!, $code: String!, $consent: Boolean) { loginByCode(phone: $phone, code: $code, consent: $consent) { id } }`
    const routes = {
      'POST /v1/authorize/phone/loginByCode': { status: 200, body: { data: { token: 'tok' } } },
      'GET /v1/user': { status: 200, body: { data: user } },
    }
    const given = harness(routes)
    await given.run(LOGIN_WITH_CONSENT, { phone: '79181234567', code: '123456', consent: true })
    expect(given.calls[0]!.body).toEqual({ code: '123456', phone: '79181234567', consent: true })
    for (const consent of [false, null]) {
      const withheld = harness(routes)
      await withheld.run(LOGIN_WITH_CONSENT, { phone: '79181234567', code: '123456', consent })
      expect(withheld.calls[0]!.body).toEqual({ code: '123456', phone: '79181234567' })
    }
  })

  it('passes the CMS refusal of a new phone without consent to the form', async () => {
    const message = 'Подтвердите согласие на обработку персональных данных'
    const { run, cookies } = harness({
      'POST /v1/authorize/phone/loginByCode': {
        status: 422,
        body: { data: { message, fields: { consent: message } } },
      },
    })
    const result = await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { consent: message } },
    })
    expect(cookies()).toEqual([])
  })

  it('passes the API field errors through for the form', async () => {
    const { run, cookies } = harness({
      'POST /v1/authorize/phone/loginByCode': {
        status: 422,
        body: { data: { message: 'Неверный код', fields: { code: 'Неверный код' } } },
      },
    })
    const result = await run(LOGIN_BY_CODE, { phone: '79181234567', code: '000000' })
    expect(result.errors?.[0]).toMatchObject({
      message: 'Неверный код',
      extensions: { code: 'BAD_USER_INPUT', fields: { code: 'Неверный код' } },
    })
    expect(cookies()).toEqual([])
  })

  it.each([
    [
      { phone: '', code: '' },
      { code: 'Это обязательное поле', phone: 'Это обязательное поле' },
    ],
    [{ phone: '79181234567', code: '12' }, { code: 'Код состоит из 6 цифр' }],
  ])('validates %j with the form schema before any call', async (variables, fields) => {
    const { run, calls } = harness({})
    const result = await run(LOGIN_BY_CODE, variables)
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields })
    expect(calls).toEqual([])
  })

  it('refuses a phone it cannot read', async () => {
    const { run, calls } = harness({})
    const result = await run(LOGIN_BY_CODE, { phone: '12345', code: '123456' })
    expect(result.errors?.[0]?.extensions?.fields).toHaveProperty('phone')
    expect(calls).toEqual([])
  })
})

describe('session', () => {
  const ME = '{ me { id name } }'

  it('me is null for visitors, without calling the API', async () => {
    const { run, calls } = harness({})
    expect((await run(ME)).data).toEqual({ me: null })
    expect(calls).toEqual([])
  })

  it('an invalid token logs the visitor out and removes the cookie (docs/spec.md#4-states-and-transitions)', async () => {
    const { run, cookies } = harness(
      { 'GET /v1/user': { status: 401, body: { data: { message: 'Требуется авторизация' } } } },
      { token: 'stale' },
    )
    expect((await run(ME)).data).toEqual({ me: null })
    expect(cookies().at(-1)).toMatch(/^token=;/)
  })

  it('logout ends the session on the server and removes the cookie', async () => {
    const { run, calls, cookies } = harness(
      { 'POST /v1/authorize/logout': { status: 200, body: { data: {} } } },
      { token: 'tok' },
    )
    expect((await run('mutation { logout }')).data).toEqual({ logout: true })
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/authorize/logout', authorization: 'Bearer tok' }),
    ])
    expect(cookies().at(-1)).toMatch(/^token=;/)
  })

  it('account deletion removes the cookie', async () => {
    const { run, cookies } = harness({ 'DELETE /v1/user': { status: 200, body: { data: {} } } }, { token: 'tok' })
    expect((await run('mutation { deleteAccount }')).data).toEqual({ deleteAccount: true })
    expect(cookies().at(-1)).toMatch(/^token=;/)
  })

  it('password changes need a session', async () => {
    const { run, calls } = harness({})
    const result = await run('mutation { setPassword(password: "secret1", confirmPassword: "secret1") }')
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })

  it('a mutation from a foreign origin is refused before anything runs', async () => {
    const { run, calls } = harness({}, { token: 'tok', sameOrigin: false })
    const result = await run('mutation { deleteAccount }')
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } })
    expect(calls).toEqual([])
  })
})

describe('the signed-in hint cookie', () => {
  const LOGIN_OK = {
    'POST /v1/authorize/phone/loginByCode': { status: 200, body: { data: { token: 'tok-123' } } },
    'GET /v1/user': { status: 200, body: { data: user } },
  }
  const hintOf = (cookies: string[]) => cookies.filter((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))
  const tokenOf = (cookies: string[]) => cookies.filter((cookie) => cookie.startsWith('token='))
  const removed = /Max-Age=-1|Expires=Thu, 01 Jan 1970/

  it('arrives with the token: value 1, the same Path, Max-Age and SameSite, readable by script while the token is HttpOnly', async () => {
    const { run, cookies } = harness(LOGIN_OK)
    await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
    const [token] = tokenOf(cookies())
    const [hint, ...more] = hintOf(cookies())
    expect(more).toEqual([])
    expect(token).toMatch(/HttpOnly/)
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))
    expect(hint).toMatch(/Max-Age=2592000/)
    expect(hint).toMatch(/Path=\//)
    expect(hint).toMatch(/SameSite=Lax/)
    expect(hint).not.toMatch(/HttpOnly/)
    expect(hint).not.toMatch(/Secure/)
  })

  it('the password login sends it too', async () => {
    const { run, cookies } = harness({
      'POST /v1/authorize/login': { status: 200, body: { data: { token: 'tok-9' } } },
      'GET /v1/user': { status: 200, body: { data: user } },
    })
    const result = await run(
      'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { id } }',
      {
        phone: '79181234567',
        password: 'secret1',
      },
    )
    expect(result.errors).toBeUndefined()
    expect(hintOf(cookies())).toEqual([expect.stringMatching(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))])
  })

  it('is Secure on https, as the token is', async () => {
    const previous = process.env.SITE_URL
    process.env.SITE_URL = 'https://anapa.example'
    try {
      const { run, cookies } = harness(LOGIN_OK)
      await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
      expect(hintOf(cookies())[0]).toMatch(/Secure/)
    } finally {
      process.env.SITE_URL = previous
    }
  })

  it('goes with the token when the resident cannot be loaded after sign-in', async () => {
    const { run, cookies } = harness({ ...LOGIN_OK, 'GET /v1/user': { status: 500, body: {} } })
    await run(LOGIN_BY_CODE, { phone: '79181234567', code: '123456' })
    // The browser applies Set-Cookie headers in order, so the last one of each name is what it keeps.
    expect(tokenOf(cookies()).at(-1)).toMatch(removed)
    expect(hintOf(cookies()).at(-1)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;.*(${removed.source})`))
  })

  it.each<[string, string, FakeRoutes]>([
    [
      'an invalid token in me',
      '{ me { id } }',
      { 'GET /v1/user': { status: 401, body: { data: { message: 'Требуется авторизация' } } } },
    ],
    ['logout', 'mutation { logout }', { 'POST /v1/authorize/logout': { status: 200, body: { data: {} } } }],
    ['account deletion', 'mutation { deleteAccount }', { 'DELETE /v1/user': { status: 200, body: { data: {} } } }],
  ])('is removed with the token on %s', async (_name, query, routes) => {
    const { run, cookies } = harness(routes, { token: 'tok' })
    await run(query)
    expect(tokenOf(cookies())).toEqual([expect.stringMatching(removed)])
    expect(hintOf(cookies())).toEqual([expect.stringMatching(new RegExp(`^${SESSION_HINT_COOKIE}=;.*Path=/.*`))])
    expect(hintOf(cookies())[0]).toMatch(removed)
  })
})

describe('updateProfile', () => {
  const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { name lastname email } }`

  it('validates with the profile schema and returns the updated user', async () => {
    const { run, calls } = harness(
      { 'PUT /v1/user': { status: 200, body: { success: true, data: { ...user, name: 'Мария' } } } },
      { token: 'tok' },
    )
    const invalid = await run(UPDATE, { input: { name: 'М', lastname: 'Смирнова', email: 'maria' } })
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual({
      name: 'Минимальная длина 2 символа',
      email: 'Введите корректный email',
    })
    expect(calls).toEqual([])
    const valid = await run(UPDATE, { input: { name: ' Мария ', lastname: 'Смирнова', email: 'maria@example.ru' } })
    expect(valid.data).toEqual({ updateProfile: { name: 'Мария', lastname: 'Смирнова', email: 'anna@example.ru' } })
    expect(calls[0]?.body).toEqual({ name: 'Мария', lastname: 'Смирнова', email: 'maria@example.ru', sex: null })
  })
})
