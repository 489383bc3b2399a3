import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { controlledByWorker, whileOffline } from './fixtures/network'

/**
 * A favourite without a connection, at 375 px (docs/decisions/0048-sending-offline.md): the heart
 * fills at once and stays filled after a reload while it waits, the page says it will go, and it
 * is saved once the network is back.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** The resident's favourites, as the gateway lists them. */
async function favouriteTitles(page: Page) {
  const answer = await page.request.post('/api/graphql', { data: { query: '{ favorites { title } }' } })
  return ((await answer.json()) as { data: { favorites: { title: string }[] } }).data.favorites.map((f) => f.title)
}

test('a favourite added offline shows at once, waits through a reload, and is saved once online', async ({
  page,
  context,
  resident: _resident,
  consoleErrors,
}) => {
  await acceptCookies(page)
  await page.goto('/')
  await controlledByWorker(page)
  // Kept for reading offline, with the resident's copy on the device.
  await page.goto('/plyazhi')
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'anapa-resident')))
    .toBe(true)
  const card = page.getByRole('main').getByRole('article').first()
  const title = (await card.getByRole('heading').innerText()).trim()

  await whileOffline(context, consoleErrors, async () => {
    await card.getByRole('button', { name: 'Добавить в избранное' }).click()
    await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Отправится, когда появится связь').first()).toBeVisible()

    // The page read from the device after a reload: still filled, the change still waiting.
    await page.reload()
    await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  })

  await expect.poll(() => favouriteTitles(page), { timeout: 20_000 }).toEqual([title])
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  expect(await favouriteTitles(page)).toEqual([title])
})
