import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { createResident, RESIDENT_PASSWORD } from './fixtures/resident'

/**
 * Favourites end to end in Chromium: a signed-out visitor clicks the heart on a beach card,
 * signs in in the drawer, and the add completes; the header counts it, /izbrannoe lists it under
 * «Пляжи» with a link to its page (also at 320 px), and removing it there leaves the empty state,
 * after a reload too.
 */

test.beforeEach(async ({ page }) => {
  // As offline, like the map's own specs: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

test('a signed-out visitor adds a beach to favourites, signs in in the drawer, finds it in /izbrannoe and removes it', async ({
  page,
  request,
  browser,
}) => {
  // A resident with a password, made through the API in a throwaway context; this page is signed out.
  const scratch = await browser.newContext()
  const resident = await createResident(scratch.request, request)
  await scratch.close()

  await acceptCookies(page)
  await page.goto('/plyazhi')
  const card = page.getByRole('article').first()
  const title = (await card.getByRole('heading').innerText()).trim()
  const beachHref = await card.getByRole('link', { name: title }).getAttribute('href')
  expect(beachHref).toMatch(/^\/plyazhi\/\d+$/)

  const heart = card.getByRole('button', { name: 'Добавить в избранное' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  const drawer = page.getByRole('dialog', { name: 'Вход' })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Номер телефона').pressSequentially(resident.phone.slice(1))
  await drawer.getByLabel('Пароль').fill(RESIDENT_PASSWORD)
  await drawer.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer).toBeHidden()

  // Still on the list, the add completed: the heart is pressed and the header counts one.
  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  const favourites = page.getByRole('banner').getByRole('link', { name: 'Избранное: 1' })
  await expect(favourites).toBeVisible()

  await favourites.click()
  await expect(page).toHaveURL(/\/izbrannoe$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible()
  const beaches = page.getByRole('region', { name: 'Пляжи' })
  await expect(beaches.getByRole('link', { name: title })).toHaveAttribute('href', beachHref!)

  // A phone at 320 px: the list fits without scrolling sideways, the remove button stays in reach.
  await page.setViewportSize({ width: 320, height: 640 })
  const remove = beaches.getByRole('button', { name: `Убрать из избранного: ${title}` })
  await expect(remove).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  await remove.click()
  await expect(page.getByText(/В избранном пока ничего нет/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное', exact: true })).toBeVisible()

  // The removal reached the CMS: a reload shows the empty list, and the beach's heart is empty again.
  await page.reload()
  await expect(page.getByText(/В избранном пока ничего нет/)).toBeVisible()
  await page.goto(beachHref!)
  await expect(page.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false')
})
