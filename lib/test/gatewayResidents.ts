import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createContext } from '@/graphql/context'
import { createGatewayServer } from '@/graphql/server'

/**
 * What the gateway's integration tests against the real CMS share (the two-resident
 * matrices of docs/architecture.md#4-session-and-security-rules): operations run through the gateway as one caller, and
 * new residents signed up by code. Each test file passes its own made-up client address, so its sign-ups use their own
 * rate limits, and its own phone prefix, so its residents never meet another file's.
 */
export type GqlResult = {
  data: Record<string, any> | null // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read ad-hoc selections
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

const api = () => process.env.API_BASE_URL!

/** Runs operations through the gateway as the holder of `token` (null: a visitor) from `clientIp`. */
export function gatewayAs(clientIp: string) {
  return async function gql(
    token: string | null,
    query: string,
    variables: Record<string, unknown> = {},
    { idempotencyKey = null }: { idempotencyKey?: string | null } = {},
  ): Promise<GqlResult> {
    const response = await createGatewayServer().executeOperation(
      { query, variables },
      { contextValue: createContext({ token, clientIp, idempotencyKey }) },
    )
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    const { data, errors } = response.body.singleResult
    return { data: (data ?? null) as GqlResult['data'], errors: errors as GqlResult['errors'] }
  }
}

/** A sign-up step's answer, or an error that says which step the CMS refused and what it said. */
async function answered(pending: Promise<Response>, step: string): Promise<Response> {
  const response = await pending
  if (response.status !== 200) throw new Error(`${step}: ${response.status} ${await response.text()}`)
  return response
}

/**
 * Signs up a new resident per call by the one-time code the CMS wrote to its SMS outbox.
 * `phonePrefix` is four digits (e.g. '7902'); a random run number keeps reruns apart.
 */
export function residentSignUp({ clientIp, phonePrefix }: { clientIp: string; phonePrefix: string }) {
  const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
  let phones = 0
  const post = (route: string, body: unknown) =>
    fetch(`${api()}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify(body),
    })
  return async function signUp(): Promise<{ phone: string; token: string }> {
    const phone = `${phonePrefix}${run}${String(++phones).padStart(4, '0')}`
    await answered(post('/v1/authorize/phone/sendCode', { phone }), `sendCode for ${phone}`)
    const outbox = readFileSync(path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl'), 'utf8')
    const sent = outbox
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phone: string; code: string })
      .filter((m) => m.phone === phone)
      .at(-1)
    if (!sent) throw new Error(`No code for ${phone} in the SMS outbox`)
    const { code } = sent
    const login = await answered(
      post('/v1/authorize/phone/loginByCode', { phone, code, consent: true }),
      `loginByCode for ${phone}`,
    )
    return { phone, token: ((await login.json()) as { data: { token: string } }).data.token }
  }
}
