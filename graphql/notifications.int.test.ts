import { createECDH, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { editorApi, loginEditor } from '@anapa/shared/testing/editorApi'
import { createContext } from './context'
import { createGatewayServer } from './server'
import { lexicalParagraph } from '@anapa/shared/testing/lexical'

/**
 * Notifications and push subscriptions through the gateway, against the real CMS (issue 13,
 * ARCHITECTURE §4): a personal notification reaches its resident only (0 leaks to another
 * resident or a visitor, whatever the topic filter), and a resident can never remove another
 * resident's push subscription.
 */
const api = () => process.env.API_BASE_URL!
const dataDir = () => process.env.INTEGRATION_DATA_DIR!
// This file's own made-up client address, so its sign-ups use their own limits.
const CLIENT = '198.51.100.83'

type GqlResult = {
  data: Record<string, any> | null // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads ad-hoc selections
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult> {
  const response = await createGatewayServer().executeOperation(
    { query, variables },
    { contextValue: createContext({ token, clientIp: CLIENT }) },
  )
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  const { data, errors } = response.body.singleResult
  return { data: (data ?? null) as GqlResult['data'], errors: errors as GqlResult['errors'] }
}

const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
let phones = 0
async function signUp(): Promise<{ phone: string; token: string }> {
  const phone = `7905${run}${String(++phones).padStart(4, '0')}`
  const sent = await fetch(`${api()}/v1/authorize/phone/sendCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ phone }),
  })
  expect(sent.status).toBe(200)
  const lines = readFileSync(path.join(dataDir(), 'sms-outbox.jsonl'), 'utf8').trim().split('\n')
  const code = lines
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((m) => m.phone === phone)
    .at(-1)!.code
  const login = await fetch(`${api()}/v1/authorize/phone/loginByCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ phone, code }),
  })
  expect(login.status).toBe(200)
  return { phone, token: ((await login.json()) as { data: { token: string } }).data.token }
}

/** A browser's PushSubscription as JSON, on the stand-in push service's origin the test CMS allows. */
function subscriptionJson() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return JSON.stringify({
    endpoint: `${process.env.INTEGRATION_PUSH_ORIGIN}/push/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  })
}

const LIST = 'query ($topic: NotificationTopic) { notifications(topic: $topic) { id topic title body date time } }'
const SUBSCRIBE =
  'mutation ($token: String!, $device: String!) { subscribePush(token: $token, device: $device) { device } }'
const UNSUBSCRIBE = 'mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }'

let editor: ReturnType<typeof editorApi>
let anna: { phone: string; token: string }
let boris: { phone: string; token: string }
let personalId: number
const personalTitle = `Ответ на обращение A-2026-${run}001`

beforeAll(async () => {
  editor = await loginEditor(api())
  anna = await signUp()
  boris = await signUp()
  const [customer] = await editor.customers(anna.phone)
  personalId = await editor.createNotification({
    topic: 'other',
    title: personalTitle,
    body: lexicalParagraph('Контейнеры вывезены, площадка убрана.'),
    audience: 'resident',
    resident: Number(customer!.id),
    published_at: new Date(Date.now() - 1000).toISOString(),
  })
})

afterAll(async () => {
  await editor.deleteDoc('notifications', personalId)
})

describe('notifications through the gateway (issue 13)', () => {
  it('the resident gets their personal notification with the broadcasts, its body as HTML', async () => {
    const result = await gql(anna.token, LIST)
    expect(result.errors).toBeUndefined()
    const mine = result.data!.notifications.find((n: { title: string }) => n.title === personalTitle)
    expect(mine).toMatchObject({
      id: String(personalId),
      topic: 'other',
      body: '<p>Контейнеры вывезены, площадка убрана.</p>',
    })
    expect(mine.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(mine.time).toMatch(/^\d{2}:\d{2}$/)
    // The seed's broadcasts come too.
    expect(result.data!.notifications.some((n: { topic: string }) => n.topic === 'stormAlert')).toBe(true)
  })

  it.each([null, 'other', 'stormAlert', 'poster'])(
    'another resident and a visitor never see it (topic %s): 0 leaks',
    async (topic) => {
      for (const token of [boris.token, null]) {
        const result = await gql(token, LIST, { topic })
        expect(result.errors).toBeUndefined()
        const leaked = result.data!.notifications.filter(
          (n: { id: string; title: string }) => n.id === String(personalId) || n.title === personalTitle,
        )
        expect(leaked).toEqual([])
      }
    },
  )

  it('the topic filter answers only that topic', async () => {
    for (const topic of ['stormAlert', 'poster', 'other']) {
      const result = await gql(anna.token, LIST, { topic })
      expect(result.data!.notifications.length).toBeGreaterThan(0)
      expect(new Set(result.data!.notifications.map((n: { topic: string }) => n.topic))).toEqual(new Set([topic]))
    }
  })

  it('an expired or unknown session is UNAUTHENTICATED, never a visitor with broadcasts', async () => {
    const result = await gql('no-such-token', LIST)
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('push subscriptions through the gateway (issue 13)', () => {
  it('the VAPID key is public', async () => {
    const result = await gql(null, '{ pushPublicKey }')
    expect(result.errors).toBeUndefined()
    expect(result.data!.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/)
  })

  it("another resident cannot remove a resident's subscription; the owner can", async () => {
    const token = subscriptionJson()
    const { endpoint } = JSON.parse(token) as { endpoint: string }
    const subscribed = await gql(anna.token, SUBSCRIBE, { token, device: 'Chrome, Android' })
    expect(subscribed.errors).toBeUndefined()
    expect(subscribed.data).toEqual({ subscribePush: { device: 'Chrome, Android' } })

    const byBoris = await gql(boris.token, UNSUBSCRIBE, { endpoint })
    expect(byBoris.data).toEqual({ unsubscribePush: false })
    const byVisitor = await gql(null, UNSUBSCRIBE, { endpoint })
    expect(byVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')

    const byAnna = await gql(anna.token, UNSUBSCRIBE, { endpoint })
    expect(byAnna.data).toEqual({ unsubscribePush: true })
    expect((await gql(anna.token, UNSUBSCRIBE, { endpoint })).data).toEqual({ unsubscribePush: false })
  })

  it('an endpoint outside the push services is refused by the CMS on the token field', async () => {
    const token = JSON.parse(subscriptionJson()) as Record<string, unknown>
    const result = await gql(anna.token, SUBSCRIBE, {
      token: JSON.stringify({ ...token, endpoint: 'https://internal.example/steal' }),
      device: 'Chrome',
    })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: 'Недействительная подписка на уведомления' },
    })
  })
})
