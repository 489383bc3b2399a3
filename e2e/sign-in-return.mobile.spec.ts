import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { whileOffline } from './fixtures/network'
import { createResident, RESIDENT_PASSWORD, type Resident } from './fixtures/resident'

/**
 * Sign-in that keeps your place, on a 375 px phone: a cabinet link opened signed out says why the
 * drawer opened and returns to the page after the sign-in (lib/returnPath.ts); the heart finishes
 * its add after the sign-in; the phone's Back closes the full-screen drawer instead of leaving the
 * page, and closing it with its button leaves no history entry behind
 * (lib/history/dialogHistory.ts).
 */
test.use({ viewport: { width: 375, height: 740 } })

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  // As offline, like the map's own specs: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** A resident with a password, made in a throwaway context: the test's own page stays signed out. */
async function residentElsewhere(browser: Browser, request: APIRequestContext): Promise<Resident> {
  const scratch = await browser.newContext()
  const resident = await createResident(scratch.request, request)
  await scratch.close()
  return resident
}

async function signInInDrawer(page: Page, resident: Resident) {
  const drawer = page.getByRole('dialog', { name: 'Вход' })
  await drawer.getByLabel('Номер телефона').pressSequentially(resident.phone.slice(1))
  await drawer.getByLabel('Пароль').fill(RESIDENT_PASSWORD)
  await drawer.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer).toBeHidden()
}

test('a signed-out link to «Мой транспорт» opens the drawer saying so, and the sign-in lands on the page', async ({
  page,
  browser,
  request,
}) => {
  const resident = await residentElsewhere(browser, request)
  await page.goto('/my-transport')

  // Home under the drawer; the address has dropped the return path, the drawer names the page.
  await expect(page).toHaveURL(/\/$/)
  const drawer = page.getByRole('dialog', { name: 'Вход' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Войдите, чтобы открыть «Мой транспорт»')).toBeVisible()
  await expect(drawer).toHaveAccessibleDescription('Войдите, чтобы открыть «Мой транспорт»')

  await signInInDrawer(page, resident)
  await expect(page).toHaveURL(/\/my-transport$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Мой транспорт' })).toBeVisible()

  // Back goes to the home page, signed in: not to the drawer, and not forward again.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeVisible()
})

test('a link with a return path to another site opens no drawer and goes nowhere', async ({ page }) => {
  await page.goto('/?vhod=%2F%2Fevil.example%2Fmy-transport')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(/\/\?vhod=/)
})

test('a signed-out heart says why, and after the sign-in the favourite is set, here and in «Избранное»', async ({
  page,
  browser,
  request,
}) => {
  const resident = await residentElsewhere(browser, request)
  await page.goto('/plyazhi')
  const card = page.getByRole('article').first()
  const title = (await card.getByRole('heading').innerText()).trim()

  await card.getByRole('button', { name: 'Добавить в избранное' }).click()
  const drawer = page.getByRole('dialog', { name: 'Вход' })
  await expect(drawer.getByText('Войдите, чтобы добавить в избранное')).toBeVisible()
  await signInInDrawer(page, resident)

  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('banner').getByRole('link', { name: 'Избранное: 1' }).click()
  await expect(page).toHaveURL(/\/izbrannoe$/)
  await expect(page.getByRole('region', { name: 'Пляжи' }).getByRole('link', { name: title })).toBeVisible()
})

test("the phone's Back closes the drawer and stays on the page; the close button leaves no entry behind", async ({
  page,
}) => {
  await page.goto('/')
  // A client-side navigation first, so Next's router handles the pops from here on.
  await page.getByRole('navigation', { name: 'Быстрая навигация' }).getByRole('link', { name: 'Журнал' }).click()
  await expect(page).toHaveURL(/\/zhurnal-kurorta$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Журнал курорта' })
  await expect(heading).toBeVisible()
  const profile = page.getByRole('banner').getByRole('button', { name: 'Профиль' })
  const drawer = page.getByRole('dialog', { name: 'Вход' })

  await profile.click()
  await expect(drawer).toBeVisible()
  await page.goBack()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/zhurnal-kurorta$/)
  await expect(heading).toBeVisible()

  // Opened again and closed with its button: the next Back leaves the page, as if it never opened.
  await profile.click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Закрыть' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/zhurnal-kurorta$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('offline, a page the service worker kept shows a signed-in resident as signed in', async ({
  page,
  context,
  resident,
  consoleErrors,
}) => {
  void resident
  const favourites = page.getByRole('banner').getByRole('link', { name: /^Избранное/ })
  await page.goto('/zhurnal-kurorta')
  await expect(favourites).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Opened while the worker controls the page: it keeps the page and the scripts it runs.
  await page.goto('/zhurnal-kurorta')
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await expect(favourites).toBeVisible()
  // The session remembers the resident once signed in (components/session/rememberedUser.ts).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('session-user') !== null)).toBe(true)

  await whileOffline(context, consoleErrors, async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал курорта' })).toBeVisible()
    // `me` cannot answer: the resident stays signed in, as this browser last knew them.
    await expect(favourites).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toBeVisible()
  })
})
