import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { whileOffline } from './fixtures/network'
import { lexicalParagraph } from '@anapa/shared/testing/lexical'

/**
 * Notifications in Chromium: the bell (an editor's storm alert reaches a signed-in resident's count,
 * the МЧС filter, opening one, reading all, surviving a reload), its empty text, and the service
 * worker (registered, the offline page with the network cut, an opened journal page still readable).
 * Delivery of web push itself needs a push service this machine has not; the CMS's integration
 * suite proves it against a local stand-in.
 */
test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

/** The bell's list answered (its chunk has loaded, so the header has hydrated). */
const listAnswered = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/graphql') && r.request().postData()?.includes('NotificationsQuery') === true,
  )

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ })

/** The bell's count as its name says it ('Уведомления: 3 непрочитанных'), 0 without one. */
async function unread(page: Page): Promise<number> {
  await expect(bell(page)).toBeVisible()
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) непрочитанных/.exec(name)?.[1] ?? 0)
}

test('an editor publishes a storm alert: the resident sees the count rise, filters МЧС, opens it, reads all, and a reload keeps it read', async ({
  page,
  editor,
  resident,
}) => {
  void resident
  await page.goto('/')
  // The bell's module loads after hydration and asks for the list: every item is unread at first
  // (docs/spec.md#4-states-and-transitions).
  await expect(bell(page)).toHaveAccessibleName(/^Уведомления: \d+ непрочитанных$/)
  const before = await unread(page)

  const title = `Штормовое предупреждение ${Date.now()}`
  const id = await editor.createNotification({
    topic: 'stormAlert',
    title,
    body: lexicalParagraph('Купание запрещено до 18:00, волнение моря до 4 баллов.'),
    audience: 'everyone',
    published_at: new Date(Date.now() - 1000).toISOString(),
  })
  try {
    await page.reload()
    await expect(bell(page)).toHaveAccessibleName(`Уведомления: ${before + 1} непрочитанных`)

    await bell(page).click()
    const panel = page.getByRole('dialog', { name: 'Уведомления' })
    await panel.getByRole('group', { name: 'Тема уведомлений' }).getByRole('button', { name: 'МЧС' }).click()
    await expect(panel.getByRole('button', { name: 'МЧС', pressed: true })).toBeVisible()
    const list = panel.getByRole('list', { name: 'Список уведомлений' })
    const items = list.getByRole('listitem')
    // Only МЧС items are left, ours the newest.
    await expect(items.first()).toContainText(title)
    for (const item of await items.all()) await expect(item).toContainText('МЧС')
    await expect(items.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)
    await expect(items.first().locator('p', { hasText: 'Купание запрещено до 18:00' })).toBeVisible()

    const ours = panel.getByRole('button', { name: new RegExp(title) })
    await expect(items.first().getByRole('img', { name: 'Не прочитано' })).toBeVisible()
    await ours.click()
    await expect(ours).toHaveAttribute('aria-expanded', 'true')
    await expect(items.first().getByRole('img', { name: 'Не прочитано' })).toHaveCount(0)
    await expect(bell(page)).toHaveAccessibleName(before === 0 ? 'Уведомления' : `Уведомления: ${before} непрочитанных`)

    await panel.getByRole('button', { name: 'Прочитать все' }).click()
    await expect(panel.getByRole('img', { name: 'Не прочитано' })).toHaveCount(0)
    await expect(bell(page)).toHaveAccessibleName('Уведомления')
    await panel.getByRole('button', { name: 'Закрыть' }).click()

    // docs/spec.md#4-states-and-transitions: read ids are stored locally, so a reload keeps every one read. The count
    // comes with the list: once the list has answered, it must still be absent.
    const listed = listAnswered(page)
    await page.reload()
    await listed
    await expect(bell(page)).toHaveAccessibleName('Уведомления')
    await bell(page).click()
    await expect(page.getByRole('dialog', { name: 'Уведомления' }).getByText(title)).toBeVisible()
    await expect(
      page.getByRole('dialog', { name: 'Уведомления' }).getByRole('img', { name: 'Не прочитано' }),
    ).toHaveCount(0)
  } finally {
    await editor.deleteDoc('notifications', id)
  }
})

test("the profile card's 'Уведомления' opens the panel, and a resident with nothing to read sees 'Здесь будут показаны недавние уведомления'", async ({
  page,
  editor,
  resident,
}) => {
  void resident
  // A new resident has nothing personal; the demo broadcasts are what they would see. The editor
  // moves those a year ahead (scheduled, so nobody sees them yet) while the panel is looked at, and
  // back afterwards: the CMS, the gateway and the panel all say "nothing" for real.
  const broadcasts = await editor.publishedBroadcasts()
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString()
  for (const { id } of broadcasts) await editor.reschedule(id, nextYear)
  try {
    const listed = listAnswered(page)
    await page.goto('/')
    await listed
    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('dialog', { name: 'Профиль' }).getByRole('button', { name: 'Уведомления' }).click()
    const panel = page.getByRole('dialog', { name: 'Уведомления' })
    await expect(panel.getByText('Здесь будут показаны недавние уведомления')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Прочитать все' })).toBeDisabled()
    await expect(bell(page)).toHaveAccessibleName('Уведомления')
  } finally {
    for (const { id, published_at } of broadcasts) await editor.reschedule(id, published_at)
  }
})

test('the service worker registers; with the network cut a new page shows the offline page and an opened journal article still reads', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/zhurnal-kurorta')
  const link = page.getByRole('main').getByRole('article').first().getByRole('link').first()
  const articleUrl = new URL((await link.getAttribute('href'))!, page.url()).pathname
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { scope: registration.scope, script: registration.active?.scriptURL }
  })
  expect(worker.script).toMatch(/\/sw\.js$/)
  expect(new URL(worker.scope).pathname).toBe('/')

  // Opened while the worker controls the page: it keeps the article.
  await page.goto(articleUrl)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  await whileOffline(context, consoleErrors, async () => {
    await page.goto('/afisha')
    await expect(page.getByRole('heading', { level: 1, name: 'Нет соединения с интернетом' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Попробовать снова' })).toBeVisible()

    await page.goto(articleUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
  })
})
