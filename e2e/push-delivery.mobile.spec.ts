import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'

import type { EditorApi } from '@anapa/shared/testing/editorApi'
import { decryptPush, webPushBrowser, type WebPushBrowser } from '@anapa/shared/testing/webPush'
import { CMS_URL, SITE_URL } from '@/playwright.config'
import { stormWarning } from '@/scripts/lib/alerts.mjs'
import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { choose, CREATED_TEXT, deskPage } from './fixtures/deskAdmin'
import { fakePushService } from './fixtures/push'

/**
 * Web push from the switch to the message, at 375 px: the resident turns on «Получать
 * предупреждения МЧС» with a subscription whose keys this test holds, pointed at a stand-in push
 * service (a local HTTP server on the origin the e2e CMS may push to, scripts/e2e-stack.mjs); the
 * duty desk issues an official alert in the admin, and the stand-in receives a message for that
 * subscription which decrypts to the alert and opens its page; the desk's Cancel arrives as
 * «Отбой». A subscription the push service answers 410 Gone for is forgotten by the CMS
 * (cms/src/push/deliver.ts): nothing more goes there, and switched on again the resident gets
 * alerts once more. Deliveries are asynchronous, so the waits are generous.
 */
test.use({ viewport: { width: 375, height: 812 } })

const STAND_IN_ORIGIN = 'http://127.0.0.1:3298'
/** The CMS pushes after the save, to every subscription in turn (those of earlier specs too). */
const DELIVERY_TIMEOUT_MS = 45_000

type Received = { path: string; body: Buffer }
const received: Received[] = []
/** Endpoint paths the stand-in answers 410 Gone for: subscriptions the push service has dropped. */
const gone = new Set<string>()
let server: Server

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      received.push({ path, body: Buffer.concat(chunks) })
      res.statusCode = gone.has(path) ? 410 : 201
      res.end()
    })
  })
  const { port, hostname } = new URL(STAND_IN_ORIGIN)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), hostname, resolve)
  })
})
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test.beforeEach(async ({ page, context }) => {
  // No internet here: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
  await acceptCookies(page)
  await context.grantPermissions(['notifications'], { origin: SITE_URL })
})

/** Every message the stand-in received for this subscription (never another test's), decrypted. */
const messagesTo = (sub: WebPushBrowser) =>
  received.filter((r) => r.path === sub.path).map((r) => decryptPush(sub, r.body))

/** Waits for the message titled `title` to reach the subscription, and returns it decrypted. */
async function delivered(sub: WebPushBrowser, title: string): Promise<Record<string, unknown>> {
  await expect
    .poll(() => messagesTo(sub).map((m) => m.title), { timeout: DELIVERY_TIMEOUT_MS, intervals: [250] })
    .toContain(title)
  return messagesTo(sub).find((m) => m.title === title)!
}

/**
 * The resident turns on storm alerts on profile management, the fake PushManager handing out `sub`.
 * Called again on the same page, the later fake wins from the next page load on.
 */
async function switchOn(page: Page, sub: WebPushBrowser) {
  await fakePushService(page, { endpoint: sub.endpoint, keys: sub.keys })
  await page.goto('/upravleniye-profilem')
  const push = page.getByRole('switch', { name: 'Получать предупреждения МЧС' })
  await expect(push).toBeEnabled()
  await expect(push).not.toBeChecked()
  await push.click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await expect(push).toBeChecked()
}

/** The alert's Cancel through the editor's API, as an editor saving one in the admin does. */
const cancelAlert = (editor: EditorApi, id: number, headline: string) =>
  editor.issueAlert(stormWarning(headline, { cancels: id }))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The desk issues a storm alert in the admin («Официальные оповещения» → «Создать»), or with
 * `cancels` the Cancel («Отбой») of the alert with that headline; answers its id and the identifier the
 * CMS gave it.
 */
async function issueInAdmin(desk: Page, { headline, cancels }: { headline: string; cancels?: string }) {
  await desk.goto(`${CMS_URL}/admin/collections/alerts/create`)
  if (cancels) {
    await choose(desk, 'msgType', 'Отбой', 'Отбой (Cancel)')
    // The picker names an alert by its type, headline and time: «Оповещение: … (28.11.2026, 17:30)».
    await choose(desk, 'references', cancels, new RegExp(`^Оповещение: ${escapeRegExp(cancels)} \\(`))
  }
  await choose(desk, 'info__category', 'Погода', 'Погода (шторм, ветер, жара) (Met)')
  await desk.locator('#field-info__event').fill('Шторм')
  await desk.locator('#field-info__headline').fill(headline)
  if (!cancels) await desk.locator('#field-info__instruction').fill('Не заходите в воду до отбоя.')
  await desk.locator('#field-info__area__areaDesc').fill('Пляжи Анапы')
  await desk.getByRole('button', { name: 'Сохранить', exact: true }).click()
  await expect(desk.getByText(CREATED_TEXT).first()).toBeVisible()
  await desk.waitForURL(/\/admin\/collections\/alerts\/\d+$/)
  // Filled in on save (cms/src/collections/Alerts): the alert's address on the site.
  await expect(desk.locator('#field-identifier')).not.toHaveValue('')
  const id = Number(/\/alerts\/(\d+)$/.exec(desk.url())![1])
  return { id, identifier: await desk.locator('#field-identifier').inputValue() }
}

test('an alert the desk issues reaches the resident’s push subscription, decrypts to it and opens it; its Cancel arrives as «Отбой»', async ({
  page,
  browser,
  editor,
  resident,
}) => {
  test.setTimeout(180_000)
  void resident
  const sub = webPushBrowser(STAND_IN_ORIGIN)
  await switchOn(page, sub)

  const headline = `Штормовое предупреждение ${Date.now()}`
  const desk = await deskPage(browser, CMS_URL)
  let issued: { id: number; identifier: string } | null = null
  let cancelled = false
  try {
    issued = await issueInAdmin(desk, { headline })
    const { identifier } = issued
    const alert = await delivered(sub, headline)
    expect(alert).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: headline,
      body: 'Не заходите в воду до отбоя.',
      topic: 'stormAlert',
      url: `/opoveshcheniya/${identifier}`,
    })
    // A tap on the notification opens its url (lib/pwa/worker/push.ts): the alert's own page.
    await page.goto(String(alert.url))
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()

    const cancel = await issueInAdmin(desk, { headline, cancels: headline })
    cancelled = true
    expect(await delivered(sub, `Отбой: ${headline}`)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: `Отбой: ${headline}`,
      body: 'Шторм',
      topic: 'stormAlert',
      url: `/opoveshcheniya/${cancel.identifier}`,
    })
    // Each once: the alert and its Cancel, nothing else for this subscription.
    expect(messagesTo(sub).map((m) => m.title)).toEqual([headline, `Отбой: ${headline}`])
  } finally {
    await desk.context().close()
    // No banner stays for the specs after this one.
    if (issued && !cancelled) await cancelAlert(editor, issued.id, headline)
  }
})

test('a subscription the push service answers 410 Gone for is forgotten: nothing more goes there; switched on again, alerts arrive', async ({
  page,
  editor,
  resident,
}) => {
  test.setTimeout(180_000)
  void resident
  const dropped = webPushBrowser(STAND_IN_ORIGIN)
  await switchOn(page, dropped)
  // The push service no longer knows this subscription (it expired, or the browser's data was cleared).
  gone.add(dropped.path)

  const headline = `Штормовое предупреждение ${Date.now()}`
  const alert = await editor.issueAlert(stormWarning(headline))
  let cancelled = false
  try {
    // The CMS did send it, and was told 410.
    await delivered(dropped, headline)
    // It deletes the subscription after its round of sends, as the editor's API then shows.
    const stored = async () => {
      const where = `where[endpoint][equals]=${encodeURIComponent(dropped.endpoint)}`
      const answer = await fetch(`${CMS_URL}/api/push-subscriptions?${where}`, { headers: editor.headers })
      if (!answer.ok) throw new Error(`push-subscriptions → ${answer.status}`)
      return ((await answer.json()) as { totalDocs: number }).totalDocs
    }
    await expect.poll(stored, { timeout: DELIVERY_TIMEOUT_MS }).toBe(0)

    // The browser's subscription ended with the push service's (the fake keeps it in localStorage):
    // the switch reads off.
    await page.evaluate(() => window.localStorage.removeItem('e2e-push-subscription'))
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Получать предупреждения МЧС' })).not.toBeChecked()

    // Switched on again, with the new subscription the browser now gets: the alert's Cancel reaches
    // it, and nothing more reaches the forgotten one.
    const renewed = webPushBrowser(STAND_IN_ORIGIN)
    await switchOn(page, renewed)
    await cancelAlert(editor, alert.id, headline)
    cancelled = true
    expect(await delivered(renewed, `Отбой: ${headline}`)).toMatchObject({ topic: 'stormAlert' })
    expect(messagesTo(dropped).map((m) => m.title)).toEqual([headline])
  } finally {
    // No banner stays for the specs after this one.
    if (!cancelled) await cancelAlert(editor, alert.id, headline)
  }
})
