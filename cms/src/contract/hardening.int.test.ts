import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'

/**
 * The CMS's hardening against the real CMS (lib/test/cmsGlobalSetup.mjs): caps on wrong codes and passwords,
 * JSON-only calls, and answers to unsupported methods, unknown addresses and hostile input.
 *
 * The CMS trusts X-Forwarded-For from loopback (scripts/lib/stack.mjs), as from the site's
 * gateway, so each test that spends a per-address limit sends its own documentation address
 * (RFC 5737) and never touches the bucket other test files share.
 */
// Sign-ins hash for real (scrypt, PBKDF2): the throttling tests make dozens of them.
jest.setTimeout(120_000)

const api = () => process.env.API_BASE_URL!
const outboxFile = () => path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl')

type Envelope = { data: { message?: string; fields?: Record<string, string>; token?: string } }
type Answer = { status: number; headers: Headers; text: string; json: () => Envelope }

let addresses = 0
/** A fresh client address for this run: 198.51.100.0/24, then 203.0.113.0/24. */
const newAddress = () => {
  const n = ++addresses
  return n < 255 ? `198.51.100.${n}` : `203.0.113.${n - 254}`
}

async function call(
  method: string,
  route: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${api()}${route}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Envelope }
}

const postJson = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  call('POST', route, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })

/** fetch refuses TRACE outright, so these go through node:http. */
function rawRequest(
  method: string,
  route: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(route, api())
  return new Promise((resolve, reject) => {
    // A connection of its own: Node's global agent keeps sockets alive, and one the server has just
    // closed as idle fails the request with ECONNRESET (seen once in CI).
    const req = httpRequest({ method, hostname: url.hostname, port: url.port, path: route, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
let phones = 0
const newPhone = () => `7901${run}${String(++phones).padStart(4, '0')}`

function lastCode(phone: string): string {
  const lines = readFileSync(outboxFile(), 'utf8').trim().split('\n')
  const sent = lines.map((line) => JSON.parse(line) as { phone: string; code: string }).filter((m) => m.phone === phone)
  const last = sent.at(-1)
  if (!last) throw new Error(`No SMS to ${phone}`)
  return last.code
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The JSON calls of the contract, each with a body it would accept (or check) as JSON. */
const JSON_CALLS: [method: string, route: string, body: Record<string, string>][] = [
  ['POST', '/v1/authorize/phone/sendCode', { phone: '79000000000' }],
  ['POST', '/v1/authorize/phone/sendCodeForRestorePassword', { phone: '79000000000' }],
  ['POST', '/v1/authorize/phone/loginByCode', { phone: '79000000000', code: '000000' }],
  ['POST', '/v1/authorize/login', { phone: '79000000000', password: 'whatever-password' }],
  ['PUT', '/v1/authorize/changePassword', { password: 'x', confirmPassword: 'x' }],
  ['PUT', '/v1/authorize/changePasswordWithOld', { oldPassword: 'x', password: 'x', confirmPassword: 'x' }],
  ['PUT', '/v1/user', { name: 'Иван', lastname: 'Иванов', email: 'ivan@example.com' }],
]

let editorToken: string | null = null

/** Deletes the phone's send-limit hits, as an editor may in the admin (collection rate-limit-hits). */
async function liftSendLimit(phone: string): Promise<void> {
  if (!editorToken) {
    const answer = await postJson('/api/users/login', LOCAL_EDITOR)
    expect(answer.status).toBe(200)
    editorToken = (JSON.parse(answer.text) as { token: string }).token
  }
  const where = encodeURIComponent(`sms:phone:${phone}`)
  const answer = await call('DELETE', `/api/rate-limit-hits?where[key][equals]=${where}`, {
    headers: { authorization: `JWT ${editorToken}` },
  })
  expect(answer.status).toBe(200)
}

async function residentToken(): Promise<string> {
  const phone = newPhone()
  const from = { 'x-forwarded-for': newAddress() }
  expect((await postJson('/v1/authorize/phone/sendCode', { phone }, from)).status).toBe(200)
  // A new phone registers only with the consent to the processing of personal data.
  const answer = await postJson(
    '/v1/authorize/phone/loginByCode',
    { phone, code: lastCode(phone), consent: true },
    from,
  )
  expect(answer.status).toBe(200)
  return answer.json().data.token!
}

describe('JSON calls require application/json', () => {
  let token: string
  beforeAll(async () => {
    token = await residentToken()
  })

  it.each(JSON_CALLS)(
    'refuses text/plain, no content type and form encoding on %s %s with 415',
    async (method, route, body) => {
      const auth = { authorization: `Bearer ${token}` }
      for (const contentType of ['text/plain', undefined, 'application/x-www-form-urlencoded', 'multipart/form-data']) {
        const answer = await call(method, route, {
          body: JSON.stringify(body),
          headers: {
            ...auth,
            'x-forwarded-for': newAddress(),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
        })
        expect({ contentType, status: answer.status }).toEqual({ contentType, status: 415 })
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
        expect(answer.json().data.message).toBe(
          'Тело запроса должно быть в формате JSON (Content-Type: application/json)',
        )
      }
    },
  )

  it('sends no SMS for a cross-site text/plain request', async () => {
    const phone = newPhone()
    const answer = await call('POST', '/v1/authorize/phone/sendCode', {
      body: JSON.stringify({ phone }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': newAddress() },
    })
    expect(answer.status).toBe(415)
    expect(() => lastCode(phone)).toThrow('No SMS')
  })

  it('accepts application/json with a UTF-8 charset parameter', async () => {
    const phone = newPhone()
    const answer = await call('POST', '/v1/authorize/phone/sendCode', {
      body: JSON.stringify({ phone }),
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-forwarded-for': newAddress() },
    })
    expect(answer.status).toBe(200)
  })

  it('answers invalid JSON with 400 and an over-size body with 413', async () => {
    const invalid = await call('POST', '/v1/authorize/login', {
      body: '{"phone":',
      headers: { 'content-type': 'application/json' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json().data.message).toBe('Тело запроса должно быть JSON-объектом')
    const big = await postJson('/v1/authorize/login', { phone: '7'.repeat(20_000), password: 'x' })
    expect(big.status).toBe(413)
    expect(big.json().data.message).toBe('Слишком большой запрос')
  })
})

describe('unsupported methods, unknown addresses, media files, long numbers, control characters', () => {
  it.each([
    '/v1/magazines',
    '/v1/beaches/1',
    '/v2/magazines/some-slug',
    '/admin',
    '/api/users',
    '/v1/nothing-here',
    '/',
  ])('answers TRACE %s with 405, Allow and a JSON message', async (route) => {
    // TRACK and other unregistered methods never reach JavaScript: Node's HTTP parser answers 400.
    const answer = await rawRequest('TRACE', route)
    expect(answer.status).toBe(405)
    expect(answer.headers['allow']).toEqual(expect.stringContaining('GET'))
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(answer.text).data.message).toMatch(/^Метод TRACE не поддерживается/)
  })

  it.each([
    ['PUT', '/v1/magazines', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/v1/beaches', 'GET, HEAD, OPTIONS'],
    ['POST', '/v1/beaches/groups/1', 'GET, HEAD, OPTIONS'],
    ['GET', '/v1/authorize/login', 'OPTIONS, POST'],
    ['PATCH', '/v1/user', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['PROPFIND', '/v1/events', 'GET, HEAD, OPTIONS'],
  ])('answers %s %s with 405 and Allow: %s', async (method, route, allow) => {
    const answer = await rawRequest(method, route)
    expect(answer.status).toBe(405)
    expect(answer.headers['allow']).toBe(allow)
    expect(JSON.parse(answer.text)).toEqual({ data: { message: expect.stringContaining(`Метод ${method}`) } })
  })

  it.each(['/v1/nothing', '/v1', '/v2/nothing/at/all', '/v1/magazines/unknown/deeper', '/v1/beaches/groups/1/x'])(
    'answers the unknown address %s with the JSON 404 envelope',
    async (route) => {
      for (const method of ['GET', 'POST']) {
        const answer = await call(method, route)
        expect({ method, status: answer.status }).toEqual({ method, status: 404 })
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
        expect(answer.json()).toEqual({ data: { message: 'Адрес не найден' } })
      }
    },
  )

  it.each(['/v1/events/%', '/v1/beaches/%E0%A4%A', '/v2/magazines/%zz'])(
    'answers the malformed path %s with the JSON 404',
    async (route) => {
      const answer = await rawRequest('GET', route)
      expect(answer.status).toBe(404)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.text)).toEqual({ data: { message: 'Адрес не найден' } })
    },
  )

  it('keeps the real routes next to the catch-all', async () => {
    expect((await call('GET', '/v1/beaches/groups')).status).toBe(200)
    expect((await call('GET', '/v1/magazines/categories')).status).toBe(200)
    expect((await call('GET', '/v1/beaches/999999')).json().data.message).toBe('Пляж не найден')
  })

  it.each([
    'missing-file.jpg',
    '%',
    '%E0%A4%A',
    '..%2f..%2fpackage.json',
    '..%5c..%5cpackage.json',
    'a%00b.jpg',
    'x'.repeat(300) + '.jpg',
  ])('answers the media file %s with 404', async (name) => {
    const answer = await call('GET', `/api/media/file/${name}`)
    expect(answer.status).toBe(404)
    // A name that is not even a decodable path is an unknown address; the rest, no such file.
    expect(['Файл не найден', 'Адрес не найден']).toContain(answer.json().data.message)
  })

  it('answers 11-digit page and group values with the right Russian message', async () => {
    const page = await call('GET', '/v1/events?page=99999999999')
    expect(page.status).toBe(400)
    expect(page.json().data.message).toBe('Параметр page должен быть от 1 до 10000')
    const magazines = await call('GET', '/v1/magazines?page=99999999999')
    expect(magazines.json().data.message).toBe('Параметр page должен быть от 1 до 10000')
    const group = await call('GET', '/v1/beaches/groups/99999999999')
    expect(group.status).toBe(404)
    expect(group.json().data.message).toBe('Группа пляжей не найдена')
    // The document: "an id of no group gives an empty list, not an error".
    const filtered = await call('GET', '/v1/beaches?group=99999999999')
    expect(filtered.status).toBe(200)
    expect(JSON.parse(filtered.text)).toMatchObject({ data: [], meta: { count: 0 } })
  })

  it.each(['0000', '202E', '2066', '0007'])(
    'refuses U+%s in body and query text with a 400 naming the field',
    async (hex) => {
      const character = String.fromCharCode(parseInt(hex, 16))
      const token = await residentToken()
      const profile = await call('PUT', '/v1/user', {
        body: JSON.stringify({ name: `Ив${character}ан`, lastname: 'Иванов', email: 'ivan@example.com' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      })
      expect(profile.status).toBe(400)
      expect(profile.json().data).toEqual({
        message: 'Поле содержит недопустимые символы',
        fields: { name: 'Поле содержит недопустимые символы' },
      })
      const search = await call('GET', `/v1/search?query=${encodeURIComponent(`пляж${character}`)}`)
      expect(search.status).toBe(400)
      expect(search.json().data.message).toBe('Параметр query содержит недопустимые символы')
    },
  )
})

describe('caps on wrong codes and password attempts', () => {
  it('burns each of four fresh codes on its fifth wrong guess, and still sends the owner a fifth that signs in', async () => {
    const phone = newPhone()
    let wrong = 0
    // Four codes, five wrong guesses each (each fifth burns its code): 20 wrong codes.
    for (let round = 0; round < 4; round++) {
      // A fresh address per round keeps the per-address limits (sending, wrong codes) out of it.
      const from = { 'x-forwarded-for': newAddress() }
      // A phone may have one code a minute: an editor lifts that limit between rounds, as the
      // admin allows, so the test need not wait.
      await liftSendLimit(phone)
      expect((await postJson('/v1/authorize/phone/sendCode', { phone }, from)).status).toBe(200)
      const code = lastCode(phone)
      for (let i = 0; i < 5; i++) {
        const answer = await postJson('/v1/authorize/phone/loginByCode', { phone, code: otherCode(code) }, from)
        expect(answer.status).toBe(422)
        wrong++
      }
    }
    expect(wrong).toBe(20)
    // Wrong codes count only against their own code (residents/limits.ts): the owner, who receives
    // the next code, signs in with it.
    await liftSendLimit(phone)
    const from = { 'x-forwarded-for': newAddress() }
    expect((await postJson('/v1/authorize/phone/sendCode', { phone }, from)).status).toBe(200)
    const answer = await postJson(
      '/v1/authorize/phone/loginByCode',
      { phone, code: lastCode(phone), consent: true },
      from,
    )
    expect(answer.status).toBe(200)
  })

  it('counts wrong codes per client address across phones', async () => {
    const from = { 'x-forwarded-for': newAddress() }
    let refused: Answer | null = null
    // 50 an hour per address: spread over phones with no code, each wrong guess still counts.
    for (let i = 0; i < 51 && !refused; i++) {
      const answer = await postJson('/v1/authorize/phone/loginByCode', { phone: newPhone(), code: '000000' }, from)
      if (answer.status === 429) refused = answer
      else expect(answer.status).toBe(422)
    }
    expect(refused).not.toBeNull()
    expect(refused!.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address is not affected.
    const other = await postJson(
      '/v1/authorize/phone/loginByCode',
      { phone: newPhone(), code: '000000' },
      {
        'x-forwarded-for': newAddress(),
      },
    )
    expect(other.status).toBe(422)
  })

  it('throttles password sign-in per client address before hashing', async () => {
    const from = { 'x-forwarded-for': newAddress() }
    const statuses: number[] = []
    // 20 attempts a minute per address, over any phones (each phone alone allows 10 failures).
    for (let i = 0; i < 21; i++) {
      const answer = await postJson('/v1/authorize/login', { phone: newPhone(), password: 'wrong-password-1' }, from)
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(answer.json().data.message).toMatch(/^Слишком много запросов\. Повторите попытку через \d+ сек\.$/)
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422))
    expect(statuses[20]).toBe(429)
    const other = await postJson(
      '/v1/authorize/login',
      { phone: newPhone(), password: 'wrong-password-1' },
      {
        'x-forwarded-for': newAddress(),
      },
    )
    expect(other.status).toBe(422)
  })
})

describe("the editors' login", () => {
  const login = (body: unknown, from: string) => postJson('/api/users/login', body, { 'x-forwarded-for': from })

  it("keeps an editor's account usable after 20 wrong passwords from another address", async () => {
    const attacker = newAddress()
    const statuses = new Set<number>()
    for (let i = 0; i < 20; i++) {
      statuses.add((await login({ email: LOCAL_EDITOR.email, password: `wrong-password-${i}` }, attacker)).status)
    }
    // The attacker is throttled (401 for the first five, then 429)…
    expect([...statuses].sort()).toEqual([401, 429])
    // …and the editor, elsewhere, signs in at once.
    const editor = await login(LOCAL_EDITOR, newAddress())
    expect(editor.status).toBe(200)
  })

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const unknown = await login({ email: 'nobody-here@anapa.local', password: 'wrong-password' }, newAddress())
    const wrong = await login({ email: LOCAL_EDITOR.email, password: 'wrong-password' }, newAddress())
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.text).toBe(wrong.text)
    expect(JSON.parse(unknown.text)).toEqual({ errors: [{ message: 'Указанный email или пароль неверен.' }] })
    expect(unknown.headers.get('content-type')).toBe(wrong.headers.get('content-type'))
  })

  it('spends about the same time on an unknown e-mail as on a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now()
      await login({ email, password: 'wrong-password' }, newAddress())
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const unknown: number[] = []
    const known: number[] = []
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(`nobody-${i}@anapa.local`))
      known.push(await time(LOCAL_EDITOR.email))
    }
    // Without the equalising hash an unknown e-mail answers in a few ms and a wrong password in
    // hundreds (600,000 PBKDF2 rounds).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6)
  })

  it('refuses 429 per address after failures on unknown e-mails as on known ones', async () => {
    const from = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push((await login({ email: `guess-${i}@anapa.local`, password: 'wrong-password' }, from)).status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    const last = await login({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }, from)
    expect(last.status).toBe(429)
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(JSON.parse(last.text).errors[0].message).toMatch(/^Слишком много неудачных попыток входа/)
  })
})
