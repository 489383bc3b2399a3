import { startCmsHost, stopCmsHost, type CmsHost } from '@/lib/test/cmsHost'
import { residentSignUp } from '@/lib/test/gatewayResidents'
import { freePort } from '@/scripts/lib/ports.mjs'
import { stackEnv } from '@/scripts/lib/stack.mjs'

/**
 * A resident's session ends everywhere at once (docs/architecture.md#4-session-and-security-rules): the suite's CMS
 * is instance A, and a second `next start` of the same build on the same database is instance B, as the scaled layout
 * runs several. Nothing about a session is kept in an instance's memory, so the next call to B after a logout, a
 * password change or an account deletion on A is refused, with no wait.
 */
jest.setTimeout(60_000)

// A block and a phone prefix no other file uses: this file's sign-ups have rate limits of their own.
const CLIENT = '203.0.113.61'
const signUp = residentSignUp({ clientIp: CLIENT, phonePrefix: '7919' })

let hostB: CmsHost | null = null
const hostA = () => process.env.API_BASE_URL!

beforeAll(async () => {
  const dataDir = process.env.INTEGRATION_DATA_DIR!
  const port = await freePort()
  // The suite's secrets and database (the SQLite file in its data folder, or the PostgreSQL of DATABASE_URL).
  const { cms } = stackEnv({ dataDir, cmsPort: port, sitePort: 3199, secrets: process.env as Record<string, string> })
  hostB = await startCmsHost('B', { ...process.env, ...cms, NODE_ENV: 'production' }, port, dataDir)
}, 180_000)

afterAll(async () => {
  if (hostB) await stopCmsHost(hostB)
})

async function call(base: string, method: string, route: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } }
}

const userOnB = (token: string) => call(hostB!.base, 'GET', '/v1/user', token)

/** One more session of the resident, by password on instance A: its token. */
async function passwordLogin(phone: string, password: string): Promise<string> {
  const response = await fetch(`${hostA()}/v1/authorize/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ phone, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

describe('a session ended on one CMS instance is refused by the other at once', () => {
  it('after a logout', async () => {
    const { phone, token } = await signUp()
    expect(await userOnB(token)).toMatchObject({ status: 200, body: { data: { phone } } })

    expect((await call(hostA(), 'POST', '/v1/authorize/logout', token)).status).toBe(200)

    expect(await userOnB(token)).toEqual({ status: 401, body: { data: { message: 'Требуется авторизация' } } })
  })

  it('after a password change: every other session ends, the current one stays', async () => {
    const { phone, token: byCode } = await signUp()
    const first = { password: 'пароль-один', confirmPassword: 'пароль-один' }
    expect((await call(hostA(), 'PUT', '/v1/authorize/changePassword', byCode, first)).status).toBe(200)
    const current = await passwordLogin(phone, 'пароль-один')
    const other = await passwordLogin(phone, 'пароль-один')
    expect((await userOnB(other)).status).toBe(200)

    const change = { oldPassword: 'пароль-один', password: 'пароль-два', confirmPassword: 'пароль-два' }
    expect((await call(hostA(), 'PUT', '/v1/authorize/changePasswordWithOld', current, change)).status).toBe(200)

    expect((await userOnB(other)).status).toBe(401)
    expect((await userOnB(byCode)).status).toBe(401)
    expect((await userOnB(current)).status).toBe(200)
  })

  it('after the account is deleted', async () => {
    const { token } = await signUp()
    expect((await userOnB(token)).status).toBe(200)

    expect((await call(hostA(), 'DELETE', '/v1/user', token)).status).toBe(200)

    expect((await userOnB(token)).status).toBe(401)
  })
})
