import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { controlledByWorker, serveEmptyTiles, whileOffline } from './fixtures/network'

/**
 * An appeal sent without a connection, at 375 px (docs/decisions/0048-sending-offline.md): kept on
 * the device with its photo, listed as waiting, and filed exactly once when the network is back,
 * with two tabs of the site open and after a reload while it waited.
 */
test.use({ viewport: { width: 375, height: 812 } })

const WILL_SEND = 'Отправится, когда появится связь'
const PHOTO = 'e2e/fixtures/scans/passport-first.jpg'

/** The resident's appeals with this text, as the gateway lists them, with their photos. */
async function appealsSaying(page: Page, text: string) {
  const answer = await page.request.post('/api/graphql', {
    data: { query: '{ appeals { items { id text } } }' },
  })
  const { data } = (await answer.json()) as { data: { appeals: { items: { id: string; text: string }[] } } }
  const mine = data.appeals.items.filter((item) => item.text === text)
  return Promise.all(
    mine.map(async ({ id }) => {
      const detail = await page.request.post('/api/graphql', {
        data: { query: 'query ($id: ID!) { appeal(id: $id) { id photos { id } } }', variables: { id } },
      })
      return ((await detail.json()) as { data: { appeal: { id: string; photos: { id: string }[] } } }).data.appeal
    }),
  )
}

const waitingList = (page: Page) => page.getByRole('list', { name: 'Ожидают отправки' })

test('an appeal with a photo made offline waits on the device, and is filed once when the network is back, with two tabs and after a reload', async ({
  page,
  context,
  resident: _resident,
  consoleErrors,
}) => {
  const text = `Сломана скамейка в сквере, отправлено без связи ${Date.now()}`
  await serveEmptyTiles(page)
  await acceptCookies(page)
  await page.goto('/')
  await controlledByWorker(page)
  // Online once as a resident: the device keeps the page the cabinet is read from offline.
  await page.goto('/moi-obrashcheniya')
  await expect
    .poll(() => page.evaluate(() => caches.match('/kabinet-bez-svyazi').then((kept) => Boolean(kept))))
    .toBe(true)

  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
  await page.getByLabel('Опишите проблему').fill(text)
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Пушкина, 1')
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()

  const second = await context.newPage()
  await whileOffline(context, consoleErrors, async () => {
    // The photo cannot go now: it stays on the device, and says so.
    await page.locator('input[type="file"]').setInputFiles(PHOTO)
    await expect(page.getByText('Нет связи: фото отправится вместе с обращением')).toBeVisible()
    await page.getByRole('button', { name: 'Отправить обращение' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Обращение сохранено на этом устройстве.' })).toContainText(
      WILL_SEND,
    )

    // A reload while it waits: the list on the device shows it as waiting.
    await page.reload()
    await expect(waitingList(page)).toContainText(text)
    await expect(waitingList(page)).toContainText(WILL_SEND)
    await expect(waitingList(page)).toContainText('Фотографий: 1')

    // A second tab of the site, open when the network comes back.
    await second.goto('/moi-obrashcheniya')
    await expect(waitingList(second)).toContainText(text)
  })

  // Back online: the tabs (and the worker, where the browser wakes it) send it; it is filed once.
  await expect.poll(async () => (await appealsSaying(page, text)).length, { timeout: 20_000 }).toBe(1)
  const [filed] = await appealsSaying(page, text)
  expect(filed!.photos).toHaveLength(1)
  await expect(waitingList(page)).toHaveCount(0)
  await expect(waitingList(second)).toHaveCount(0)

  // The list online shows it among the sent ones; nothing more was filed meanwhile.
  await second.goto('/moi-obrashcheniya')
  await expect(second.getByRole('list', { name: 'Ваши обращения' })).toContainText(text.slice(0, 40))
  await page.reload()
  await second.reload()
  expect(await appealsSaying(page, text)).toHaveLength(1)
  await second.close()
})
