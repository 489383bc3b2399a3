import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'

// A 375 px phone: the header's search and the results page as most residents see them.
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => acceptCookies(page))

const BEACH_PAGE = /^\/plyazhi\/\d+$/

/**
 * Types into the header's search as a person does, key by key, and waits until the dropdown
 * answers the whole text: its «Все результаты» link carries the query, so results of a shorter
 * prefix typed on the way (пля) can never pass for the answer.
 */
async function typeInHeaderSearch(page: Page, text: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click()
  await page.getByRole('searchbox', { name: 'Поиск по сайту' }).pressSequentially(text, { delay: 60 })
  const all = page.getByRole('link', { name: /^Все результаты \(\d+\)$/ })
  await expect(all).toHaveAttribute('href', `/poisk?${new URLSearchParams({ search: text })}`)
  const results = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link')
  await expect(results.first()).toBeVisible()
  return { results, all }
}

test('пляш (one letter wrong) lists beaches first, in the dropdown and on the results page', async ({ page }) => {
  await page.goto('/')
  const { results, all } = await typeInHeaderSearch(page, 'пляш')
  await expect(results).toHaveCount(4)
  for (const link of await results.all()) {
    await expect(link).toHaveAttribute('href', BEACH_PAGE)
    await expect(link).toContainText(/пляж/i)
  }

  await all.click()
  await expect(page).toHaveURL(/\/poisk\?search=%D0%BF%D0%BB%D1%8F%D1%88$/)
  const first = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first()
  await expect(first).toHaveAttribute('href', BEACH_PAGE)
  await expect(first).toContainText(/пляж/i)
})

test('dzhemete puts the beach Пляж Джемете first in the dropdown, and it opens', async ({ page }) => {
  await page.goto('/')
  const { results } = await typeInHeaderSearch(page, 'dzhemete')
  const first = results.first()
  await expect(first).toContainText('Пляж Джемете')
  await expect(first).toHaveAttribute('href', BEACH_PAGE)
  await first.click()
  await expect(page).toHaveURL(/\/plyazhi\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пляж Джемете')
})

for (const spelling of ['dzhemete', 'djemete', 'jemete']) {
  test(`the results page for ${spelling} starts with Пляж Джемете`, async ({ page }) => {
    await page.goto(`/poisk?${new URLSearchParams({ search: spelling })}`)
    const first = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first()
    await expect(first).toContainText('Пляж Джемете')
    await expect(first).toHaveAttribute('href', BEACH_PAGE)
  })
}
