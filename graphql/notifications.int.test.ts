import { createECDH, randomBytes } from 'node:crypto'

import { editorApi, loginEditor } from '@anapa/shared/testing/editorApi'
import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'
import { lexicalParagraph } from '@anapa/shared/testing/lexical'

/**
 * Notifications and push subscriptions through the gateway, against the real CMS
 * (docs/architecture.md#4-session-and-security-rules): a personal notification reaches its resident only (0 leaks to
 * another resident or a visitor, whatever the topic filter), and a resident can never remove another
 * resident's push subscription.
 */
const api = () => process.env.API_BASE_URL!
// This file's own made-up client address, so its sign-ups use their own limits.
const CLIENT = '198.51.100.83'

const gql = gatewayAs(CLIENT)

// Its own phone prefix: favorites.int.test.ts signs up 7905… residents.
const signUp = residentSignUp({ clientIp: CLIENT, phonePrefix: '7906' })
// Makes this run's personal notification titles unique among reruns on one database.
const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')

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

describe('notifications through the gateway', () => {
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

describe('push subscriptions through the gateway', () => {
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
