import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'

import { PUSH_MESSAGES } from './subscriptions'
import { asDesk, asEditor, residentClient } from '@/testing/residentClient'
import { lexicalParagraph } from '@anapa/shared/testing/lexical'
import { decryptPush as decrypt, webPushBrowser, type WebPushBrowser as Browser } from '@anapa/shared/testing/webPush'

/**
 * Web push against the real CMS. A local HTTP server plays the push service (its origin
 * is the stack's PUSH_EXTRA_ENDPOINT_ORIGINS, lib/test/cmsGlobalSetup.mjs). Subscriptions carry
 * real P-256 keys and auth secrets made here, so every message the CMS sends is decrypted with the
 * subscription's private key (RFC 8291, aes128gcm) and checked: the right notification, to exactly
 * the right subscriptions. Also: 404/410 removes a subscription, scheduled ones go when due, the
 * SSRF allow-list, logout and account deletion.
 */
const { call, get, post, signUp } = residentClient('198.51.100.16')
// Deliveries are waited for (the scheduled one up to the sweep after its time): more than Jest's 5 s.
jest.setTimeout(60_000)
const ORIGIN = process.env.INTEGRATION_PUSH_ORIGIN!

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }
const received: Received[] = []
/** Endpoint paths the stand-in answers with this status instead of 201 Created. */
const statusFor = new Map<string, number>()
let server: Server

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.statusCode = statusFor.get(req.url ?? '') ?? 201
      res.end()
    })
  })
  const { port, hostname } = new URL(ORIGIN)
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A browser's subscription on the stand-in (another origin for the allow-list's cases), its keys its own. */
const browser = (origin = ORIGIN): Browser => webPushBrowser(origin)

const subscribe = (token: string, b: Browser, device = 'Chrome, Android') =>
  post('/v1/push/createPushToken', { token: b.token, device }, token)

let seq = 0
async function publish(data: Record<string, unknown>): Promise<number> {
  const created = await asEditor<{ doc: { id: number } }>('POST', '/api/notifications', {
    topic: 'stormAlert',
    title: `Шторм ${Date.now()}-${++seq}`,
    body: lexicalParagraph('Купание запрещено до отмены предупреждения.'),
    audience: 'everyone',
    ...data,
  })
  expect(created.status).toBe(201)
  return created.json.doc.id
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const messagesTo = (b: Browser) => received.filter((r) => r.path === b.path)

/** Waits until each browser got a message for notification `id` (or the deadline), then answers them. */
async function waitFor(id: number, browsers: Browser[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  const got = () =>
    browsers.map((b) => messagesTo(b).filter((m) => (decrypt(b, m.body) as { id: string }).id === String(id)))
  while (got().some((list) => list.length === 0)) {
    if (Date.now() > deadline) throw new Error(`notification ${id} did not reach every subscription`)
    await sleep(200)
  }
  return got()
}

/** Every message for notification `id` the browser received so far. */
const messagesFor = (b: Browser, id: number) =>
  messagesTo(b).filter((m) => (decrypt(b, m.body) as { id: string }).id === String(id))

const residentId = async (token: string) => (await get('/v1/user', token)).body.data.id as number
const subscriptionCount = async (endpoint: string) =>
  (
    await asEditor<{ totalDocs: number }>(
      'GET',
      `/api/push-subscriptions?where[endpoint][equals]=${encodeURIComponent(endpoint)}`,
    )
  ).json.totalDocs

describe('web push: subscribing', () => {
  it('serves the VAPID public key publicly, the one the messages are signed with', async () => {
    const answer = await get('/v1/push/vapidPublicKey')
    expect(answer.status).toBe(200)
    expect(answer.body.data.key).toBe(process.env.VAPID_PUBLIC_KEY)
  })

  it('stores a subscription for the resident and answers its device and date', async () => {
    const token = await signUp()
    const answer = await subscribe(token, browser(), 'Firefox, Windows')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ device: 'Firefox, Windows', created_at: expect.any(String) })
  })

  it.each([
    ['not JSON', 'not-json'],
    ['no keys', JSON.stringify({ endpoint: `${ORIGIN}/push/x` })],
    [
      'a short p256dh',
      JSON.stringify({ endpoint: `${ORIGIN}/push/x`, keys: { p256dh: 'AAAA', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    ],
  ])('refuses a token that is %s with 422 fields.token', async (_case, value) => {
    const token = await signUp()
    const answer = await post('/v1/push/createPushToken', { token: value, device: 'Chrome' }, token)
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ token: PUSH_MESSAGES.invalidToken })
  })

  it.each([
    ['another host over https', 'https://evil.example.com'],
    ['a push host over plain http', 'http://fcm.googleapis.com'],
    ['a push host on another port', 'https://fcm.googleapis.com:8443'],
    ['the CMS itself', process.env.API_BASE_URL!],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example'],
  ])('refuses an endpoint outside the allow-list (SSRF): %s', async (_case, origin) => {
    const token = await signUp()
    const answer = await subscribe(token, browser(origin))
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ token: PUSH_MESSAGES.invalidToken })
  })

  it('requires a device label of at most 100 characters', async () => {
    const token = await signUp()
    const b = browser()
    expect((await post('/v1/push/createPushToken', { token: b.token, device: '' }, token)).body.data.fields).toEqual({
      device: 'Это обязательное поле',
    })
    expect(
      (await post('/v1/push/createPushToken', { token: b.token, device: 'x'.repeat(101) }, token)).body.data.fields,
    ).toEqual({ device: 'Максимальная длина 100 символов' })
  })

  it('answers 401 to visitors on the resident calls', async () => {
    const b = browser()
    expect((await post('/v1/push/createPushToken', { token: b.token, device: 'Chrome' })).status).toBe(401)
    expect((await post('/v1/push/removePushToken', { endpoint: b.endpoint })).status).toBe(401)
  })

  it('removes only the resident’s own subscription', async () => {
    const a = await signUp()
    const b = await signUp()
    const mine = browser()
    expect((await subscribe(a, mine)).status).toBe(200)
    const foreign = await post('/v1/push/removePushToken', { endpoint: mine.endpoint }, b)
    expect(foreign.body.data).toEqual({ removed: false })
    expect(await subscriptionCount(mine.endpoint)).toBe(1)
    expect((await post('/v1/push/removePushToken', { endpoint: mine.endpoint }, a)).body.data).toEqual({
      removed: true,
    })
    expect(await subscriptionCount(mine.endpoint)).toBe(0)
  })

  it('keeps at most 20 subscriptions per resident, dropping the oldest', async () => {
    const token = await signUp()
    const browsers = Array.from({ length: 21 }, () => browser())
    for (const b of browsers) expect((await subscribe(token, b)).status).toBe(200)
    expect(await subscriptionCount(browsers[0]!.endpoint)).toBe(0)
    expect(await subscriptionCount(browsers[1]!.endpoint)).toBe(1)
    expect(await subscriptionCount(browsers[20]!.endpoint)).toBe(1)
  })
})

describe('web push: delivery to a stand-in push service, decrypted', () => {
  it('pushes a published МЧС alert to every subscription, encrypted for each, with VAPID, TTL and high urgency', async () => {
    const a = await signUp()
    const b = await signUp()
    const [a1, a2, b1] = [browser(), browser(), browser()]
    for (const [token, sub] of [
      [a, a1],
      [a, a2],
      [b, b1],
    ] as const) {
      expect((await subscribe(token, sub)).status).toBe(200)
    }
    const title = `Штормовое предупреждение ${Date.now()}`
    const id = await publish({ title, body: lexicalParagraph('Купание запрещено до отмены предупреждения.') })
    const got = await waitFor(id, [a1, a2, b1])
    for (const [index, sub] of [a1, a2, b1].entries()) {
      const [message] = got[index]!
      expect(decrypt(sub, message!.body)).toEqual({
        id: String(id),
        title,
        body: 'Купание запрещено до отмены предупреждения.',
        topic: 'stormAlert',
        url: `/?uvedomlenie=${id}`,
      })
      expect(message!.headers['content-encoding']).toBe('aes128gcm')
      expect(message!.headers.ttl).toBe('86400')
      expect(message!.headers.urgency).toBe('high')
      expect(String(message!.headers.authorization)).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${process.env.VAPID_PUBLIC_KEY}$`),
      )
    }
    // Once only: a later save or sweep does not send it again.
    expect((await asEditor('PATCH', `/api/notifications/${id}`, { title: `${title} (уточнено)` })).status).toBe(200)
    await sleep(3000)
    expect([a1, a2, b1].map((s) => messagesFor(s, id).length)).toEqual([1, 1, 1])
    const stored = await asEditor<{ pushed_at: string | null }>('GET', `/api/notifications/${id}`)
    expect(stored.json.pushed_at).toEqual(expect.any(String))
  })

  it('pushes an official alert to every subscription, opening the alert, and its Cancel as «Отбой»', async () => {
    const sub = browser()
    expect((await subscribe(await signUp(), sub)).status).toBe(200)
    const headline = `Штормовое предупреждение ${Date.now()}`
    const issued = await asEditor<{ doc: { id: number; identifier: string } }>('POST', '/api/alerts', {
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      info: {
        category: ['Met'],
        event: 'Шторм',
        urgency: 'Immediate',
        severity: 'Severe',
        certainty: 'Observed',
        headline,
        instruction: 'Не заходите в воду.',
        area: { areaDesc: 'Пляжи Анапы' },
      },
    })
    expect(issued.status).toBe(201)
    const bell = await asEditor<{ docs: { id: number; link: string }[] }>(
      'GET',
      `/api/notifications?where[title][equals]=${encodeURIComponent(headline)}`,
    )
    const [notification] = bell.json.docs
    expect(notification!.link).toBe(`/opoveshcheniya/${issued.json.doc.identifier}`)
    const [[message]] = await waitFor(notification!.id, [sub])
    expect(decrypt(sub, message!.body)).toMatchObject({
      title: headline,
      body: 'Не заходите в воду.',
      topic: 'stormAlert',
      url: `/opoveshcheniya/${issued.json.doc.identifier}`,
    })

    const cancel = await asEditor('POST', '/api/alerts', {
      status: 'Actual',
      msgType: 'Cancel',
      scope: 'Public',
      references: [issued.json.doc.id],
      info: {
        category: ['Met'],
        event: 'Шторм',
        urgency: 'Past',
        severity: 'Minor',
        certainty: 'Observed',
        headline,
        area: { areaDesc: 'Пляжи Анапы' },
      },
    })
    expect(cancel.status).toBe(201)
    const all = await asEditor<{ docs: { id: number }[] }>(
      'GET',
      `/api/notifications?where[title][equals]=${encodeURIComponent(`Отбой: ${headline}`)}`,
    )
    const [[cancelled]] = await waitFor(all.json.docs[0]!.id, [sub])
    expect(decrypt(sub, cancelled!.body)).toMatchObject({ title: `Отбой: ${headline}`, topic: 'stormAlert' })
  })

  it('pushes the desk’s ban on one beach as an alert that opens the beach', async () => {
    const sub = browser()
    expect((await subscribe(await signUp(), sub)).status).toBe(200)
    const beaches = await asEditor<{ docs: { id: number; title: string }[] }>('GET', '/api/beaches?limit=1&depth=0')
    const beach = beaches.json.docs[0]!
    const document = `Оперативное сообщение № ${Date.now()}`
    const ban = await asDesk<{ doc: { id: number } }>('POST', '/api/beach-condition-changes', {
      target: 'beaches',
      beaches: [beach.id],
      bathing: 'banned',
      reasons: ['storm'],
      source: 'mchs',
      document,
      raiseAlert: true,
    })
    expect(ban.status).toBe(201)
    const change = await asEditor<{ alert: { identifier: string; info: { headline: string } } }>(
      'GET',
      `/api/beach-condition-changes/${ban.json.doc.id}`,
    )
    const headline = `Купание запрещено: ${beach.title}`
    expect(change.json.alert.info.headline).toBe(headline)
    const bell = await asEditor<{ docs: { id: number }[] }>(
      'GET',
      `/api/notifications?where[title][equals]=${encodeURIComponent(headline)}&sort=-id&limit=1`,
    )
    const [[message]] = await waitFor(bell.json.docs[0]!.id, [sub])
    expect(decrypt(sub, message!.body)).toMatchObject({
      title: headline,
      body: expect.stringContaining(document),
      url: `/plyazhi/${beach.id}`,
    })
    // Back to an ordinary day for the other suites, without another alert.
    const lift = await asDesk('POST', '/api/beach-condition-changes', {
      target: 'beaches',
      beaches: [beach.id],
      bathing: 'allowed',
      source: 'mchs',
    })
    expect(lift.status).toBe(201)
  })

  it("pushes a personal notification to that resident's subscriptions only, never to another resident's", async () => {
    const a = await signUp()
    const b = await signUp()
    const [a1, a2, b1] = [browser(), browser(), browser()]
    await subscribe(a, a1)
    await subscribe(a, a2)
    await subscribe(b, b1)
    const id = await publish({
      topic: 'other',
      audience: 'resident',
      resident: await residentId(a),
      title: 'Лично для A',
    })
    const [toA1, toA2] = await waitFor(id, [a1, a2])
    expect(decrypt(a1, toA1![0]!.body)).toMatchObject({ id: String(id), title: 'Лично для A', topic: 'other' })
    expect(decrypt(a2, toA2![0]!.body)).toMatchObject({ id: String(id), title: 'Лично для A' })
    expect(toA1![0]!.headers.urgency).toBe('normal')
    await sleep(2500)
    expect(messagesTo(b1)).toEqual([])
  })

  it("pushes an appeal's status change to its author only", async () => {
    const a = await signUp()
    const b = await signUp()
    const [a1, b1] = [browser(), browser()]
    await subscribe(a, a1)
    await subscribe(b, b1)
    const topics = await get('/v1/appeals/topics')
    const filed = await post(
      '/v1/appeals',
      {
        topic_id: (topics.body.data as unknown as { id: string }[])[0]!.id,
        text: 'Не работает уличное освещение на улице Пушкина',
        location: { lat: 44.8967624, lon: 37.3115879 },
        request_id: randomUUID(),
        consent: true,
      },
      a,
    )
    expect(filed.status).toBe(200)
    const { id, number } = filed.body.data as { id: string; number: string }
    expect((await asEditor('PATCH', `/api/appeals/${id}`, { status: 'in_progress' })).status).toBe(200)
    const deadline = Date.now() + 15_000
    while (messagesTo(a1).length === 0 && Date.now() < deadline) await sleep(200)
    expect(messagesTo(a1).map((m) => decrypt(a1, m.body))).toEqual([
      expect.objectContaining({
        title: `Обращение ${number}: В работе`,
        topic: 'appeal',
        url: `/moi-obrashcheniya/appeal-${id}`,
      }),
    ])
    await sleep(1500)
    expect(messagesTo(b1)).toEqual([])
  })

  it('does not push Афиша or Другое for everyone', async () => {
    const token = await signUp()
    const sub = browser()
    await subscribe(token, sub)
    const poster = await publish({ topic: 'poster', title: 'Концерт на набережной' })
    const other = await publish({ topic: 'other', title: 'Новое расписание автобусов' })
    const storm = await publish({ title: 'Шторм, контрольный' })
    await waitFor(storm, [sub])
    await sleep(2500)
    expect(messagesFor(sub, poster)).toEqual([])
    expect(messagesFor(sub, other)).toEqual([])
  })

  it('pushes a scheduled alert when its time comes, not before, and once', async () => {
    const token = await signUp()
    const sub = browser()
    await subscribe(token, sub)
    const id = await publish({ published_at: new Date(Date.now() + 4000).toISOString() })
    await sleep(1500)
    expect(messagesFor(sub, id)).toEqual([])
    await waitFor(id, [sub], 20_000)
    await sleep(4500)
    expect(messagesFor(sub, id)).toHaveLength(1)
  })

  it('counts deliveries in the metrics, sent and gone, whether a save or the sweep sent them', async () => {
    const scrape = async () => {
      const response = await fetch(`${process.env.API_BASE_URL}/metrics`, {
        headers: { authorization: `Bearer ${process.env.INTEGRATION_METRICS_TOKEN}` },
      })
      expect(response.status).toBe(200)
      const text = await response.text()
      const value = (outcome: string) =>
        Number(new RegExp(`^anapa_push_deliveries_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
      return { sent: value('sent'), gone: value('gone') }
    }
    const token = await signUp()
    const [gone, alive] = [browser(), browser()]
    await subscribe(token, gone)
    await subscribe(token, alive)
    statusFor.set(gone.path, 410)
    const before = await scrape()

    // Pushed by the save's hook (the routes' bundle), then by the sweep (the start-up timers' own bundle).
    await waitFor(await publish({ title: 'Шторм для счётчиков' }), [gone, alive])
    await waitFor(await publish({ published_at: new Date(Date.now() + 2000).toISOString() }), [alive], 20_000)

    // Every subscription the broadcasts reached counts, this file's earlier ones too: at least these.
    const after = await scrape()
    expect(after.sent - before.sent).toBeGreaterThanOrEqual(2)
    expect(after.gone - before.gone).toBe(1)
  })

  it.each([[410], [404]])('deletes a subscription the push service answers %i for', async (status) => {
    const token = await signUp()
    const [gone, alive] = [browser(), browser()]
    await subscribe(token, gone)
    await subscribe(token, alive)
    statusFor.set(gone.path, status)
    const id = await publish({ title: `Шторм для проверки ${status}` })
    await waitFor(id, [gone, alive])
    const deadline = Date.now() + 10_000
    while ((await subscriptionCount(gone.endpoint)) > 0 && Date.now() < deadline) await sleep(200)
    expect(await subscriptionCount(gone.endpoint)).toBe(0)
    expect(await subscriptionCount(alive.endpoint)).toBe(1)
  })

  it('moves an endpoint to the resident who subscribes it again (the same browser, someone else signed in)', async () => {
    const a = await signUp()
    const b = await signUp()
    const shared = browser()
    await subscribe(a, shared)
    expect((await subscribe(b, shared)).status).toBe(200)
    expect(await subscriptionCount(shared.endpoint)).toBe(1)
    const forA = await publish({ topic: 'other', audience: 'resident', resident: await residentId(a), title: 'Для A' })
    const forB = await publish({ topic: 'other', audience: 'resident', resident: await residentId(b), title: 'Для B' })
    await waitFor(forB, [shared])
    await sleep(1500)
    expect(messagesFor(shared, forA)).toEqual([])
    expect((await post('/v1/push/removePushToken', { endpoint: shared.endpoint }, a)).body.data).toEqual({
      removed: false,
    })
  })

  it("logout removes the session's subscriptions; account deletion removes all of them", async () => {
    const a = await signUp()
    const sub = browser()
    await subscribe(a, sub)
    expect((await call('POST', '/v1/authorize/logout', { token: a })).status).toBe(200)
    expect(await subscriptionCount(sub.endpoint)).toBe(0)

    const b = await signUp()
    const [b1, b2] = [browser(), browser()]
    await subscribe(b, b1)
    await subscribe(b, b2)
    expect((await call('DELETE', '/v1/user', { token: b })).status).toBe(200)
    expect([await subscriptionCount(b1.endpoint), await subscriptionCount(b2.endpoint)]).toEqual([0, 0])
  })
})
