import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { serveEmptyTiles } from './fixtures/network'

/**
 * «Доступная среда» at 375 px (docs/decisions/0055-accessibility-as-data.md): the beaches' and the
 * places' lists and the map show only what the shared rule counts as accessible. The seed
 * (cms/src/seed/data/accessibility.ts) marks «Центральный пляж» (a ramp, a mat and a floating
 * wheelchair) accessible and «Малая бухта» not; of the places, the museum «Горгиппия» (a ramp) and
 * the embankment «Паралия» (a landmark, step-free) are, the lighthouse and «Русские ворота»
 * (landmarks too) are not.
 */
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  await serveEmptyTiles(page)
})

/** The beach cards of the list page on screen, by their headings. */
const cards = (page: Page) => page.getByRole('main').getByRole('article')

test('the beaches list filters to the accessible beaches, and back to all', async ({ page }) => {
  await page.goto('/plyazhi')
  const filters = page.getByRole('navigation', { name: 'Доступность' })
  const all = await cards(page).count()
  await filters.getByRole('link', { name: 'Доступная среда' }).click()
  await expect(page).toHaveURL(/\/plyazhi\?sreda=dostupnaya$/)
  await expect(cards(page).filter({ hasText: 'Центральный пляж' }).first()).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Малая бухта' })).toHaveCount(0)
  expect(await cards(page).count()).toBeLessThan(all)
  await filters.getByRole('link', { name: 'Все пляжи' }).click()
  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect(cards(page)).toHaveCount(all)
})

test('the places list filters to the accessible places, within a category too, and back', async ({ page }) => {
  const museum = 'Археологический музей-заповедник «Горгиппия»'
  await page.goto('/interesnye-mesta')
  const access = page.getByRole('navigation', { name: 'Доступность' })
  const categories = page.getByRole('navigation', { name: 'Категории' })
  const all = await cards(page).count()
  await access.getByRole('link', { name: 'Доступная среда' }).click()
  await expect(page).toHaveURL(/\/interesnye-mesta\?sreda=dostupnaya$/)
  const museumCard = cards(page).filter({ hasText: museum })
  await expect(museumCard).toBeVisible()
  // The card says what is recorded, in words (the sign beside them is hidden from screen readers).
  await expect(museumCard).toContainText('Доступная среда: пандус')
  await expect(cards(page).filter({ hasText: 'Анапский маяк' })).toHaveCount(0)
  expect(await cards(page).count()).toBeLessThan(all)
  // The category keeps «Доступная среда», and «Доступная среда» keeps the category.
  await categories.getByRole('link', { name: 'Достопримечательности' }).click()
  await expect(page).toHaveURL(/\/interesnye-mesta\?category=landmark&sreda=dostupnaya$/)
  await expect(cards(page).filter({ hasText: 'Паралия' })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Анапский маяк' })).toHaveCount(0)
  await expect(cards(page).filter({ hasText: museum })).toHaveCount(0)
  await access.getByRole('link', { name: 'Все места' }).click()
  await expect(page).toHaveURL(/\/interesnye-mesta\?category=landmark$/)
  await expect(cards(page).filter({ hasText: 'Анапский маяк' })).toBeVisible()
  await categories.getByRole('link', { name: 'Все', exact: true }).click()
  await expect(page).toHaveURL(/\/interesnye-mesta$/)
  await expect(cards(page)).toHaveCount(all)
})

test('a place page says what is recorded about its accessibility, for people and for search engines', async ({
  page,
}) => {
  await page.goto('/interesnye-mesta?sreda=dostupnaya')
  await page.getByRole('main').getByRole('link', { name: 'Археологический музей-заповедник «Горгиппия»' }).click()
  const section = page.getByRole('region', { name: 'Доступная среда' })
  await expect(section.getByRole('listitem').filter({ hasText: 'Пандус' })).toBeVisible()
  const museum = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string | string[]; amenityFeature?: { name: string }[] })
    .find((node) => [node['@type']].flat().includes('Museum'))
  expect(museum?.amenityFeature?.map((f) => f.name)).toContain('Пандус')
})

test('the map shows only accessible objects on every layer, and back', async ({ page }) => {
  await page.goto('/karta')
  await page.getByRole('button', { name: 'Списком' }).click()
  const list = page.getByRole('region', { name: 'Список объектов' })
  await expect(list.getByRole('link', { name: 'Малая бухта', exact: true })).toBeVisible()
  const accessibleOnly = page.getByRole('checkbox', { name: 'Доступная среда' })
  await accessibleOnly.check()
  await expect(list.getByRole('link', { name: 'Центральный пляж', exact: true })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Малая бухта', exact: true })).toHaveCount(0)
  await expect(list.getByRole('link', { name: 'Археологический музей-заповедник «Горгиппия»' })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Анапский маяк' })).toHaveCount(0)
  await accessibleOnly.uncheck()
  await expect(list.getByRole('link', { name: 'Малая бухта', exact: true })).toBeVisible()
})

test('a beach page says what is recorded about its accessibility, for people and for search engines', async ({
  page,
}) => {
  await page.goto('/plyazhi?sreda=dostupnaya')
  await page.getByRole('main').getByRole('link', { name: 'Центральный пляж' }).first().click()
  const section = page.getByRole('region', { name: 'Доступная среда' })
  await expect(section.getByRole('listitem').filter({ hasText: 'Пандус' })).toBeVisible()
  const beach = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; amenityFeature?: { name: string }[] })
    .find((node) => node['@type'] === 'Beach')
  expect(beach?.amenityFeature?.map((f) => f.name)).toContain('Пандус')
})
