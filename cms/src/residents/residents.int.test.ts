import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PRIVACY_POLICY_VERSION } from '@anapa/shared/privacy/policy'
import { loginEditor, type EditorApi } from '@anapa/shared/testing/editorApi'

/**
 * Resident sign-in, sessions and profile against the real CMS (lib/test/cmsGlobalSetup.mjs):
 * a production build on a fresh SQLite file, SMS going to the outbox file of the data dir.
 *
 * Every phone is new, so the per-phone limits (1 per minute) never meet across tests. All calls
 * come from one address, so the whole file stays well under the 30 sends per hour per client.
 */
const api = () => process.env.API_BASE_URL!
const outboxFile = () => path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl')

type Body = {
  success?: boolean
  data: Record<string, unknown> & { message?: string; fields?: Record<string, string>; token?: string }
}
type Answer = { status: number; body: Body; text: string; headers: Headers }

/** Every answer's text, and every code sent: the last test checks that no answer gave one away. */
const answers: string[] = []
const issuedCodes = new Set<string>()

async function call(method: string, route: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  answers.push(text)
  return { status: response.status, body: text ? JSON.parse(text) : null, text, headers: response.headers } as Answer
}

const post = (route: string, body?: unknown, token?: string) => call('POST', route, { body, token })
const put = (route: string, body: unknown, token: string) => call('PUT', route, { body, token })
const getUser = (token?: string) => call('GET', '/v1/user', { token })

// 11 digits: 7900, three digits for this run, four for the phone.
const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
let phones = 0
const newPhone = () => `7900${run}${String(++phones).padStart(4, '0')}`

type Sms = { phone: string; text: string; code: string; at: string }

function lastSms(phone: string): Sms {
  const lines = readFileSync(outboxFile(), 'utf8').trim().split('\n')
  const sms = lines.map((line) => JSON.parse(line) as Sms).filter((message) => message.phone === phone)
  const last = sms[sms.length - 1]
  if (!last) throw new Error(`No SMS to ${phone} in the outbox`)
  issuedCodes.add(last.code)
  return last
}

async function sendCode(phone: string) {
  const answer = await post('/v1/authorize/phone/sendCode', { phone })
  expect(answer.status).toBe(200)
  return lastSms(phone).code
}

/** A different 6-digit code. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** With the consent a new phone needs to register (the consent's own cases call the route directly). */
async function loginByCode(phone: string, code: string) {
  return post('/v1/authorize/phone/loginByCode', { phone, code, consent: true })
}

/** Registration by code: a new phone, its code, a token. */
async function signUp(phone = newPhone()) {
  const answer = await loginByCode(phone, await sendCode(phone))
  expect(answer.status).toBe(200)
  return { phone, token: answer.body.data.token as string }
}

async function setFirstPassword(token: string, password: string) {
  const answer = await put('/v1/authorize/changePassword', { password, confirmPassword: password }, token)
  expect(answer.status).toBe(200)
}

async function passwordLogin(phone: string, password: string) {
  return post('/v1/authorize/login', { phone, password })
}

let editor: EditorApi
beforeAll(async () => {
  editor = await loginEditor(api())
})

describe('sign-in by code', () => {
  it('registers a new phone on the first code sign-in, in any typed form', async () => {
    const phone = newPhone()
    const typed = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`
    const sent = await post('/v1/authorize/phone/sendCode', { phone: typed })
    expect(sent).toMatchObject({ status: 200, body: { data: { success: true } } })
    const sms = lastSms(phone)
    expect(sms.code).toMatch(/^\d{6}$/)
    expect(sms.text).toContain(sms.code)
    expect(await editor.customers(phone)).toHaveLength(0) // sending creates nobody

    const answer = await loginByCode(phone, sms.code)
    expect(answer.status).toBe(200)
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')

    const me = await getUser(answer.body.data.token)
    expect(me.status).toBe(200)
    expect(me.body.data).toEqual({
      id: expect.any(Number),
      name: null,
      lastname: null,
      email: null,
      phone,
      sex: null,
      has_password: false,
    })
  })

  it('registers a new phone only with consent to the processing of personal data: 422 without it, nobody created', async () => {
    for (const consent of [undefined, false, 'true']) {
      const phone = newPhone()
      const code = await sendCode(phone)
      const refused = await post('/v1/authorize/phone/loginByCode', { phone, code, consent })
      expect(refused.status).toBe(422)
      expect(refused.body.data).toEqual({
        message: 'Подтвердите согласие на обработку персональных данных',
        fields: { consent: 'Подтвердите согласие на обработку персональных данных' },
      })
      expect(await editor.customers(phone)).toHaveLength(0)
      // Checked after the code (so the answer tells nothing to whoever has no code): it is spent.
      expect((await post('/v1/authorize/phone/loginByCode', { phone, code, consent: true })).status).toBe(422)
    }
  })

  it('stores a new resident’s consent with its moment and the privacy policy’s edition', async () => {
    const phone = newPhone()
    const code = await sendCode(phone)
    const before = Date.now()
    const registered = await post('/v1/authorize/phone/loginByCode', { phone, code, consent: true })
    const after = Date.now()
    expect(registered.status).toBe(200)
    const [customer] = await editor.customers(phone)
    expect(customer).toMatchObject({ consent_policy_version: PRIVACY_POLICY_VERSION })
    const at = new Date(customer!.consent_at as string).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(after + 1000)
  })

  it('signs a known resident in without consent, and records it the first time one registered before it gives it', async () => {
    const known = newPhone()
    await editor.createCustomer(known)
    const plain = await post('/v1/authorize/phone/loginByCode', { phone: known, code: await sendCode(known) })
    expect(plain.status).toBe(200)
    expect((await editor.customers(known))[0]?.consent_at ?? null).toBeNull()

    const earlier = newPhone()
    await editor.createCustomer(earlier)
    const code = await sendCode(earlier)
    const given = await post('/v1/authorize/phone/loginByCode', { phone: earlier, code, consent: true })
    expect(given.status).toBe(200)
    expect((await editor.customers(earlier))[0]).toMatchObject({
      consent_at: expect.any(String),
      consent_policy_version: PRIVACY_POLICY_VERSION,
    })
  })

  it('accepts a code once', async () => {
    const phone = newPhone()
    const code = await sendCode(phone)
    expect((await loginByCode(phone, code)).status).toBe(200)
    const again = await loginByCode(phone, code)
    expect(again.status).toBe(422)
    expect(again.body.data.message).toBe('Код уже использован. Запросите новый код')
    expect(again.body.data.fields).toEqual({ code: 'Код уже использован. Запросите новый код' })
  })

  it('burns the code on the fifth wrong attempt', async () => {
    const phone = newPhone()
    const code = await sendCode(phone)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await loginByCode(phone, otherCode(code))
      expect(wrong.status).toBe(422)
      expect(wrong.body.data.fields).toEqual({ code: 'Неверный код' })
    }
    const fifth = await loginByCode(phone, otherCode(code))
    expect(fifth.status).toBe(422)
    expect(fifth.body.data.message).toBe('Превышено число попыток. Запросите новый код')
    const right = await loginByCode(phone, code)
    expect(right.status).toBe(422)
    expect(right.body.data.message).toBe('Превышено число попыток. Запросите новый код')
  })

  it('refuses an expired code', async () => {
    const phone = newPhone()
    const code = await sendCode(phone)
    const [stored] = await editor.oneTimeCodes(phone)
    // Editors see the state of a code, never its hash.
    expect(stored).toMatchObject({ phone, purpose: 'login', attempts: 0 })
    expect(stored).not.toHaveProperty('codeHash')
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))
    await editor.expireOneTimeCode(stored.id)

    const answer = await loginByCode(phone, code)
    expect(answer.status).toBe(422)
    expect(answer.body.data).toEqual({
      message: 'Срок действия кода истёк. Запросите новый код',
      fields: { code: 'Срок действия кода истёк. Запросите новый код' },
    })
  })

  it('checks the form before anything else', async () => {
    const answer = await post('/v1/authorize/phone/loginByCode', { phone: 'не телефон', code: '12' })
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ code: 'Код состоит из 6 цифр' })
    const badPhone = await post('/v1/authorize/phone/sendCode', { phone: '12345' })
    expect(badPhone.status).toBe(422)
    expect(badPhone.body.data.fields).toEqual({ phone: 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX' })
    const notJson = await fetch(`${api()}/v1/authorize/phone/sendCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'phone=7900',
    })
    expect(notJson.status).toBe(400)
    // Without the JSON content type it is not read at all.
    const untyped = await fetch(`${api()}/v1/authorize/phone/sendCode`, { method: 'POST', body: 'phone=7900' })
    expect(untyped.status).toBe(415)
  })
})

describe('send limits', () => {
  it('allows one code per minute per phone, for sign-in and recovery together', async () => {
    const { phone } = await signUp()
    const again = await post('/v1/authorize/phone/sendCode', { phone })
    expect(again.status).toBe(429)
    expect(again.body.data.message).toMatch(/^Слишком много запросов\. Повторите попытку через \d+ сек\.$/)
    const retryAfter = Number(again.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)

    const restore = await post('/v1/authorize/phone/sendCodeForRestorePassword', { phone })
    expect(restore.status).toBe(429)
  })
})

describe('password recovery', () => {
  it('answers 404 for a phone without an account', async () => {
    const answer = await post('/v1/authorize/phone/sendCodeForRestorePassword', { phone: newPhone() })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ data: { message: 'Номер телефона не найден' } })
  })

  it('signs the resident in with the recovery code, so a new password can be set', async () => {
    const phone = newPhone()
    await editor.createCustomer(phone)
    const sent = await post('/v1/authorize/phone/sendCodeForRestorePassword', { phone })
    expect(sent).toMatchObject({ status: 200, body: { data: { success: true } } })
    const sms = lastSms(phone)
    expect(sms.text).toMatch(/восстановления пароля/)

    const signedIn = await loginByCode(phone, sms.code)
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.data.token as string
    await setFirstPassword(token, 'новый-пароль')

    expect((await passwordLogin(phone, 'новый-пароль')).status).toBe(200)
    expect((await getUser(token)).body.data.has_password).toBe(true)
  })
})

describe('password sign-in', () => {
  it('gives the same answer for an unknown phone, no password and a wrong password', async () => {
    const { phone, token } = await signUp()
    const unknown = await passwordLogin(newPhone(), 'какой-то-пароль')
    const noPassword = await passwordLogin(phone, 'какой-то-пароль')
    await setFirstPassword(token, 'верный-пароль')
    const wrong = await passwordLogin(phone, 'какой-то-пароль')

    for (const answer of [unknown, noPassword, wrong]) {
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({
        data: {
          message: 'Неверный номер телефона или пароль',
          fields: { password: 'Неверный номер телефона или пароль' },
        },
      })
    }
    expect((await passwordLogin(phone, 'верный-пароль')).status).toBe(200)
  })

  it('checks the password length first (docs/spec.md#5-validation-rules)', async () => {
    const answer = await passwordLogin(newPhone(), '12345')
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ password: 'Минимальная длина 6 символов' })
  })
})

describe('sessions', () => {
  it('ends the session on logout', async () => {
    const { token } = await signUp()
    expect((await getUser(token)).status).toBe(200)
    expect(await post('/v1/authorize/logout', undefined, token)).toMatchObject({
      status: 200,
      body: { data: { success: true } },
    })
    const after = await getUser(token)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ data: { message: 'Требуется авторизация' } })
    expect((await post('/v1/authorize/logout', undefined, token)).status).toBe(401)
  })

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await getUser()).status).toBe(401)
    expect((await getUser('A'.repeat(43))).status).toBe(401)
    expect((await getUser('not-a-token')).status).toBe(401)
    expect((await put('/v1/user', { name: 'Иван', lastname: 'Иванов', email: 'i@example.ru' }, 'x')).status).toBe(401)
  })

  it('ends every other session on a password change, and keeps the current one', async () => {
    const { phone, token: byCode } = await signUp()
    await setFirstPassword(byCode, 'пароль-один')
    const current = (await passwordLogin(phone, 'пароль-один')).body.data.token as string
    const other = (await passwordLogin(phone, 'пароль-один')).body.data.token as string

    // A password session cannot replace the password without the old one.
    const reset = await put(
      '/v1/authorize/changePassword',
      { password: 'пароль-два', confirmPassword: 'пароль-два' },
      current,
    )
    expect(reset.status).toBe(403)
    expect(reset.body.data.message).toBe('Для смены пароля укажите текущий пароль')

    const wrongOld = await put(
      '/v1/authorize/changePasswordWithOld',
      { oldPassword: 'не-тот-пароль', password: 'пароль-два', confirmPassword: 'пароль-два' },
      current,
    )
    expect(wrongOld.status).toBe(422)
    expect(wrongOld.body.data.fields).toEqual({ oldPassword: 'Неверный текущий пароль' })
    expect((await getUser(other)).status).toBe(200) // a failed change ends nothing

    const changed = await put(
      '/v1/authorize/changePasswordWithOld',
      { oldPassword: 'пароль-один', password: 'пароль-два', confirmPassword: 'пароль-два' },
      current,
    )
    expect(changed).toMatchObject({ status: 200, body: { data: { success: true } } })
    expect((await getUser(current)).status).toBe(200)
    expect((await getUser(other)).status).toBe(401)
    expect((await getUser(byCode)).status).toBe(401)
    expect((await passwordLogin(phone, 'пароль-один')).status).toBe(422)
    expect((await passwordLogin(phone, 'пароль-два')).status).toBe(200)
  })

  it('lets a fresh code session reset the password, ending the other sessions', async () => {
    const { phone, token: byCode } = await signUp()
    await setFirstPassword(byCode, 'пароль-один')
    const other = (await passwordLogin(phone, 'пароль-один')).body.data.token as string
    // Recovery's path: the code sign-in is minutes old, so no old password is asked for.
    const reset = await put(
      '/v1/authorize/changePassword',
      { password: 'пароль-три', confirmPassword: 'пароль-три' },
      byCode,
    )
    expect(reset.status).toBe(200)
    expect((await getUser(byCode)).status).toBe(200)
    expect((await getUser(other)).status).toBe(401)
  })
})

describe('profile', () => {
  it('keeps each resident to their own record', async () => {
    const a = await signUp()
    const b = await signUp()
    const aProfile = { name: 'Анна', lastname: 'Петрова', email: 'anna@example.ru', sex: 'female' }
    const updated = await put('/v1/user', aProfile, a.token)
    expect(updated.status).toBe(200)
    expect(updated.body).toEqual({ success: true, data: expect.objectContaining({ ...aProfile, phone: a.phone }) })
    const aId = updated.body.data.id as number

    // B's token only ever shows B, whatever the request names.
    const bView = await call('GET', `/v1/user?id=${aId}`, { token: b.token })
    expect(bView.body.data).toMatchObject({ phone: b.phone, name: null })
    expect(bView.body.data.id).not.toBe(aId)
    const bUpdate = await put(
      '/v1/user',
      { id: aId, phone: a.phone, name: 'Борис', lastname: 'Орлов', email: 'b@example.ru' },
      b.token,
    )
    expect(bUpdate.status).toBe(200)
    expect(bUpdate.body.data).toMatchObject({ phone: b.phone, name: 'Борис' })
    expect((await getUser(a.token)).body.data).toMatchObject({ ...aProfile, phone: a.phone })

    // Payload's own REST API does not know residents at all.
    for (const route of ['/api/customers', `/api/customers/${aId}`, '/api/customer-sessions', '/api/one-time-codes']) {
      const answer = await call('GET', route, { token: b.token })
      expect(answer.status).toBe(403)
    }
    expect((await call('GET', '/api/customers/me', { token: b.token })).body).toMatchObject({ user: null })
  })

  it('checks the profile with the rules of docs/spec.md#5-validation-rules', async () => {
    const { token } = await signUp()
    const answer = await put('/v1/user', { name: 'А', lastname: '  ', email: 'не-почта' }, token)
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({
      name: 'Минимальная длина 2 символа',
      lastname: 'Это обязательное поле',
      email: 'Введите корректный email',
    })
  })

  it('deletes the account with its sessions and codes', async () => {
    const { phone, token } = await signUp()
    const id = (await getUser(token)).body.data.id as number
    expect(await call('DELETE', '/v1/user', { token })).toMatchObject({
      status: 200,
      body: { data: { success: true } },
    })
    expect((await getUser(token)).status).toBe(401)
    expect(await editor.customers(phone)).toHaveLength(0)
    expect(await editor.sessionsOf(id)).toHaveLength(0)
    expect(await editor.oneTimeCodes(phone)).toHaveLength(0)
  })
})

describe('secrets', () => {
  it('never puts a code, a hash or a password in an answer', () => {
    expect(answers.length).toBeGreaterThan(50)
    expect(issuedCodes.size).toBeGreaterThan(5)
    for (const text of answers) {
      for (const code of issuedCodes) expect(text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))
      expect(text).not.toMatch(/[0-9a-f]{64}/i) // SHA-256 / HMAC hex
      expect(text).not.toMatch(/scrypt\$/)
      expect(text).not.toMatch(/"\w*hash\w*"\s*:/i) // no passwordHash, codeHash or tokenHash field
      expect(text).not.toMatch(/пароль-(один|два|три)|верный-пароль|новый-пароль/)
    }
  })
})
