import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A resident's and an editor's view of the real CMS for integration tests (appeals, bookings):
 * JSON calls, multipart uploads, sign-up by SMS code from the local outbox, and the admin's REST API
 * as the seeded editor. Each suite passes its own made-up client address, so per-IP limits are its own.
 */
export type Body = {
  data: Record<string, unknown> & { message?: string; fields?: Record<string, string> }
  meta?: { count: number; page?: number; per_page?: number }
}
export type Answer = { status: number; body: Body; text: string; headers: Headers }

const api = () => process.env.API_BASE_URL!

export function residentClient(client: string) {
  async function call(
    method: string,
    route: string,
    { body, token }: { body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${api()}${route}`, {
      method,
      headers: {
        'x-forwarded-for': client,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: Body | null = null
    try {
      parsed = text ? (JSON.parse(text) as Body) : null
    } catch {
      parsed = null
    }
    return { status: response.status, body: parsed!, text, headers: response.headers }
  }

  async function upload(
    route: string,
    token: string | undefined,
    file?: { bytes: Buffer; name: string; type: string },
  ) {
    const form = new FormData()
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    const response = await fetch(`${api()}${route}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    })
    const text = await response.text()
    return { status: response.status, body: JSON.parse(text) as Body, text, headers: response.headers } as Answer
  }

  const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
  const prefix = client.split('.').pop()!.padStart(3, '0').slice(-1)
  let phones = 0
  // 795x: a range of its own. The site's gateway tests sign up 790x and 791x–793x phones in the same
  // CMS database (lib/test/gatewayResidents.ts), and one phone twice within a minute is refused.
  const newPhone = () => `795${prefix}${run}${String(++phones).padStart(4, '0')}`

  function lastCode(phone: string): string {
    const outbox = path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl')
    const lines = readFileSync(outbox, 'utf8').trim().split('\n')
    const sms = lines
      .map((line) => JSON.parse(line) as { phone: string; code: string })
      .filter((m) => m.phone === phone)
    if (!sms.length) throw new Error(`No SMS to ${phone}`)
    return sms[sms.length - 1]!.code
  }

  async function signUp(): Promise<string> {
    const phone = newPhone()
    const sent = await call('POST', '/v1/authorize/phone/sendCode', { body: { phone } })
    if (sent.status !== 200) throw new Error(`sendCode ${sent.status} ${sent.text}`)
    // A new phone registers only with the consent to the processing of personal data.
    const answer = await call('POST', '/v1/authorize/phone/loginByCode', {
      body: { phone, code: lastCode(phone), consent: true },
    })
    if (answer.status !== 200) throw new Error(`loginByCode ${answer.status} ${answer.text}`)
    return answer.body.data.token as string
  }

  return {
    call,
    get: (route: string, token?: string) => call('GET', route, { token }),
    post: (route: string, body: unknown, token?: string) => call('POST', route, { body, token }),
    upload,
    signUp,
  }
}

const staffTokens = new Map<string, string>()

async function staffToken(email: string): Promise<string> {
  const cached = staffTokens.get(email)
  if (cached) return cached
  const response = await fetch(`${api()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.SEED_EDITOR_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`${email} login ${response.status}`)
  const token = ((await response.json()) as { token: string }).token
  staffTokens.set(email, token)
  return token
}

/** The admin's own REST API as a seeded member of staff (seed/steps/editor.ts), as the admin UI calls it. */
export async function asStaff<T>(
  email: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: { authorization: `JWT ${await staffToken(email)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as T }
}

/** The admin's own REST API as the seeded editor (the admin UI makes these same calls). */
export const asEditor = <T>(method: string, route: string, body?: unknown) =>
  asStaff<T>('editor@anapa.local', method, route, body)

/** The same as the seeded beach duty desk (role `duty`). */
export const asDesk = <T>(method: string, route: string, body?: unknown) =>
  asStaff<T>('desk@anapa.local', method, route, body)

/** An editor's upload through the admin's REST API (multipart, like the admin's upload field). */
export async function editorUpload<T>(collection: string, file: { bytes: Buffer; name: string; type: string }) {
  const editorToken = await staffToken('editor@anapa.local')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify({}))
  const response = await fetch(`${api()}/api/${collection}`, {
    method: 'POST',
    headers: { authorization: `JWT ${editorToken}` },
    body: form,
  })
  return { status: response.status, json: (await response.json()) as T }
}
