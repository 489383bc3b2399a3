import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'

/**
 * Whoever knows a resident's phone must not be able to lock them out, and parallel guesses must not
 * outrun the per-phone password limit (residents/limits.ts, residents/attempts.ts), against the real
 * CMS (lib/test/cmsGlobalSetup.mjs).
 *
 * The CMS trusts X-Forwarded-For from loopback (scripts/lib/stack.mjs), as from the site's gateway,
 * so the attacker and the owner each send their own documentation address (RFC 5737, 192.0.2.0/24,
 * which no other test file uses) and the per-address limits stay out of the per-phone ones.
 */
// Password checks hash for real (scrypt, about 0.3 s each) and the backoff waits real seconds.
jest.setTimeout(120_000)

const api = () => process.env.API_BASE_URL!
const outboxFile = () => path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl')

type Envelope = { data: { message?: string; fields?: Record<string, string>; token?: string } }
type Answer = { status: number; headers: Headers; body: Envelope }

let addresses = 0
const newAddress = () => `192.0.2.${++addresses}`

const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
let phones = 0
const newPhone = () => `7902${run}${String(++phones).padStart(4, '0')}`

async function call(method: string, route: string, body: unknown, from: string, token?: string): Promise<Answer> {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope }
}

const post = (route: string, body: unknown, from: string) => call('POST', route, body, from)
const sendCode = (phone: string, from: string) => post('/v1/authorize/phone/sendCode', { phone }, from)
// With the consent a new phone needs to register; a known resident's sign-in ignores it.
const loginByCode = (phone: string, code: string, from: string) =>
  post('/v1/authorize/phone/loginByCode', { phone, code, consent: true }, from)
const passwordLogin = (phone: string, password: string, from: string) =>
  post('/v1/authorize/login', { phone, password }, from)

function smsTo(phone: string): { code: string }[] {
  // The outbox file appears with the first SMS of the run.
  if (!existsSync(outboxFile())) return []
  const lines = readFileSync(outboxFile(), 'utf8').trim().split('\n')
  return lines.map((line) => JSON.parse(line) as { phone: string; code: string }).filter((sms) => sms.phone === phone)
}

function lastCode(phone: string): string {
  const last = smsTo(phone).at(-1)
  if (!last) throw new Error(`No SMS to ${phone}`)
  return last.code
}

let editorToken = ''
async function asEditor(method: string, route: string, body?: unknown) {
  if (!editorToken) {
    const login = await fetch(`${api()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOCAL_EDITOR),
    })
    expect(login.status).toBe(200)
    editorToken = ((await login.json()) as { token: string }).token
  }
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: { authorization: `JWT ${editorToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as { docs: Record<string, unknown>[]; doc?: { id: number } }
}

const createResident = (phone: string) => asEditor('POST', '/api/customers', { phone })
const codesOf = async (phone: string) =>
  (await asEditor('GET', `/api/one-time-codes?where[phone][equals]=${phone}`)).docs
/** The recorded wrong passwords of a phone, as an editor sees them in the admin (rate-limit-hits). */
const passwordFailuresOf = async (phone: string) =>
  (
    await asEditor(
      'GET',
      `/api/rate-limit-hits?where[key][equals]=${encodeURIComponent(`login:phone:${phone}`)}&limit=100`,
    )
  ).docs

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))
const TOO_MANY = /^Слишком много запросов\. Повторите попытку через \d+ сек\.$/

/** A resident who has set a password, signed in by code from `from`. */
async function residentWithPassword(password: string, from: string) {
  const phone = newPhone()
  expect((await sendCode(phone, from)).status).toBe(200)
  const signedIn = await loginByCode(phone, lastCode(phone), from)
  expect(signedIn.status).toBe(200)
  const set = await call(
    'PUT',
    '/v1/authorize/changePassword',
    { password, confirmPassword: password },
    from,
    signedIn.body.data.token,
  )
  expect(set.status).toBe(200)
  return phone
}

describe('wrong codes cannot lock the owner out', () => {
  it('answers 20 wrong codes with no code pending, then the owner requests a fresh code and signs in with it', async () => {
    const phone = newPhone()
    await createResident(phone)
    const attacker = newAddress()
    for (let i = 0; i < 20; i++) {
      const answer = await loginByCode(phone, String(100_000 + i), attacker)
      expect(answer.status).toBe(422)
      expect(answer.body.data.fields).toEqual({ code: 'Неверный код' })
    }
    // Nothing was sent to the victim and nothing was stored for the phone.
    expect(smsTo(phone)).toHaveLength(0)
    expect(await codesOf(phone)).toHaveLength(0)

    const owner = newAddress()
    expect((await sendCode(phone, owner)).status).toBe(200)
    const signedIn = await loginByCode(phone, lastCode(phone), owner)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('keeps password recovery open after 20 wrong codes with no code pending', async () => {
    const phone = newPhone()
    await createResident(phone)
    const attacker = newAddress()
    for (let i = 0; i < 20; i++) expect((await loginByCode(phone, String(200_000 + i), attacker)).status).toBe(422)

    const owner = newAddress()
    expect((await post('/v1/authorize/phone/sendCodeForRestorePassword', { phone }, owner)).status).toBe(200)
    expect((await loginByCode(phone, lastCode(phone), owner)).status).toBe(200)
  })

  it('burns a sent code on its own fifth wrong guess and counts nothing more against the phone', async () => {
    const phone = newPhone()
    const owner = newAddress()
    expect((await sendCode(phone, owner)).status).toBe(200)
    const code = lastCode(phone)
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const attacker = newAddress()
    const messages: string[] = []
    for (let i = 0; i < 20; i++) messages.push((await loginByCode(phone, wrongCode, attacker)).body.data.message!)
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Неверный код'))
    // The fifth burns the code; the fifteen after it find nothing live to count against.
    expect(messages.slice(4)).toEqual(Array(16).fill('Превышено число попыток. Запросите новый код'))
    expect(await codesOf(phone)).toEqual([expect.objectContaining({ attempts: 5 })])
  })
})

describe('sending codes', () => {
  it('counts a send against the phone, the phone from that address and the address, so one address cannot spend the owner’s codes', async () => {
    const phone = newPhone()
    const attacker = newAddress()
    expect((await sendCode(phone, attacker)).status).toBe(200)
    const keys = async (key: string) =>
      (await asEditor('GET', `/api/rate-limit-hits?where[key][equals]=${encodeURIComponent(key)}&limit=10`)).docs
    expect(await keys(`sms:phone:${phone}`)).toHaveLength(1)
    expect(await keys(`sms:phone-ip:${phone}:${attacker}`)).toHaveLength(1)
    expect(await keys(`sms:ip:${attacker}`)).toHaveLength(1)
    // The phone's minute applies to everyone: the owner too waits it out (and has the code it sent).
    const owner = await sendCode(phone, newAddress())
    expect(owner.status).toBe(429)
    expect(owner.body.data.message).toMatch(TOO_MANY)
  })
})

describe('wrong passwords', () => {
  it('evaluates at most 10 of 30 parallel wrong passwords from 30 addresses, then lets the owner in after the short wait', async () => {
    const phone = await residentWithPassword('пароль-владельца', newAddress())
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => passwordLogin(phone, `чужой-пароль-${i}`, newAddress())),
    )
    const elapsedSeconds = (Date.now() - started) / 1000
    const wrong = answers.filter((answer) => answer.status === 422)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(wrong.length + refused.length).toBe(30)
    // A 422 is only answered after the hash, a 429 before it. Five free attempts run at once; after
    // them the backoff frees one more after 1 s, another 2 s later, then 4 s…: as many as fit into
    // the time the burst took on this (shared) machine; a tenth would need 31 s.
    const freedByBackoff = Math.floor(Math.log2(elapsedSeconds + 1))
    expect(wrong.length).toBeLessThanOrEqual(5 + freedByBackoff)
    expect(wrong.length).toBeLessThanOrEqual(10)
    for (const answer of wrong)
      expect(answer.body.data.fields).toEqual({ password: 'Неверный номер телефона или пароль' })
    for (const answer of refused) {
      expect(answer.body.data.message).toMatch(TOO_MANY)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    }
    // The failures kept for the phone are exactly the evaluated ones.
    expect(await passwordFailuresOf(phone)).toHaveLength(wrong.length)

    const owner = newAddress()
    let answer = await passwordLogin(phone, 'пароль-владельца', owner)
    if (answer.status === 429) {
      const wait = Number(answer.headers.get('retry-after'))
      expect(wait).toBeLessThanOrEqual(2 ** (wrong.length - 5))
      await sleep(wait)
      answer = await passwordLogin(phone, 'пароль-владельца', owner)
    }
    expect(answer.status).toBe(200)
  })

  it('lets the right password in after 8 wrong ones once a wait of seconds is over, never a lockout', async () => {
    const phone = await residentWithPassword('верный-пароль-8', newAddress())
    const attacker = newAddress()
    // Each refusal: how many failures there were, and the wait it asked for.
    const refusals: [failures: number, wait: number][] = []
    for (let failures = 0; failures < 8;) {
      const answer = await passwordLogin(phone, `неверный-${failures}`, attacker)
      if (answer.status === 429) {
        expect(answer.body.data.message).toMatch(TOO_MANY)
        const wait = Number(answer.headers.get('retry-after'))
        refusals.push([failures, wait])
        await sleep(wait)
      } else {
        expect(answer.status).toBe(422)
        failures++
      }
    }
    // Five free failures, then at most 1, 2 and 4 s after the newest (residents/limits.ts,
    // PASSWORD_BACKOFF); a hash slower than the wait on a loaded machine may leave one out.
    for (const [failures, wait] of refusals) {
      expect(failures).toBeGreaterThanOrEqual(5)
      expect(wait).toBeGreaterThanOrEqual(1)
      expect(wait).toBeLessThanOrEqual(2 ** (failures - 5))
    }

    // Right after the eighth failure even the right password waits, 8 s at most…
    const owner = newAddress()
    const early = await passwordLogin(phone, 'верный-пароль-8', owner)
    expect(early.status).toBe(429)
    const wait = Number(early.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(8)
    // …and once that is over it works.
    await sleep(wait)
    const signedIn = await passwordLogin(phone, 'верный-пароль-8', owner)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
