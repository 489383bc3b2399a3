import type { Page } from '@playwright/test'

import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { controlledByWorker, serveEmptyTiles } from './fixtures/network'

/**
 * Low-data mode at 375 px (docs/decisions/0049-low-data-mode.md): with «Экономия трафика» on, or the
 * browser's data saver, pictures load when tapped and the map's base layer when asked.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** The addresses of the pictures (the image optimiser) and map tiles the page asks for from now on. */
function watchRequests(page: Page) {
  const pictures: string[] = []
  const tiles: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (new URL(url).pathname === '/_next/image') pictures.push(url)
    if (isMapTile(url)) tiles.push(url)
  })
  return { pictures, tiles }
}

const dataSaverSwitch = (page: Page) =>
  page.getByRole('contentinfo').getByRole('checkbox', { name: /^Экономия трафика/ })

test('with «Экономия трафика» on, pictures wait for a tap and the map’s base layer for a request; off, they load', async ({
  page,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  // A page without pictures: scrolling to its footer starts no lazy picture before the switch.
  await page.goto('/politika-konfidencialnosti')
  await dataSaverSwitch(page).check()
  const requests = watchRequests(page)

  // A list opened from the bottom bar: its cards' pictures stay unloaded, their boxes kept.
  await page.getByRole('navigation', { name: 'Быстрая навигация' }).getByRole('link', { name: 'Журнал' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Журнал курорта')
  await expect(page.getByRole('main').getByText('Экономия трафика').first()).toBeVisible()
  expect(await page.getByRole('main').locator('img').count()).toBe(0)

  // An article: its cover waits for «Показать фото», then loads.
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  const show = page.getByRole('button', { name: /^Показать фото: / }).first()
  await expect(show).toBeVisible()
  expect(requests.pictures).toEqual([])
  const name = (await show.getAttribute('aria-label'))!.replace(/^Показать фото: /, '')
  await show.click()
  const cover = page.getByRole('img', { name, exact: true }).first()
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  expect(requests.pictures).toHaveLength(1)

  // The map draws its objects on the bare map until the base layer is asked for.
  await page.goto('/karta')
  const ask = page.getByRole('button', { name: 'Показать карту-подложку' })
  await expect(ask).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  expect(requests.tiles).toEqual([])
  await ask.click()
  await expect.poll(() => requests.tiles.length).toBeGreaterThan(0)

  // Switched off, pictures load as usual.
  await page.goto('/zhurnal-kurorta')
  await dataSaverSwitch(page).uncheck()
  await expect(page.getByRole('main').locator('img').first()).toBeVisible()
  await expect(page.getByRole('main').getByText('Экономия трафика')).toHaveCount(0)
})

test('a page opened by a full load asks the network for none of its pictures until one is tapped', async ({
  page,
  context,
}) => {
  await acceptCookies(page)
  await page.goto('/politika-konfidencialnosti')
  await controlledByWorker(page)
  await dataSaverSwitch(page).check()
  // What reaches the network: the worker's own requests (a page's are answered by the worker).
  const fromNetwork: string[] = []
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname === '/_next/image') fromNetwork.push(request.url())
  })

  // The journal and an article, each by a full load: their HTML names pictures before any script runs.
  await page.goto('/zhurnal-kurorta')
  await expect(page.getByRole('main').getByText('Экономия трафика').first()).toBeVisible()
  const article = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href')
  await page.goto(article!)
  const show = page.getByRole('button', { name: /^Показать фото: / }).first()
  await expect(show).toBeVisible()
  expect(fromNetwork).toEqual([])

  // The tapped picture loads, and it alone.
  const name = (await show.getAttribute('aria-label'))!.replace(/^Показать фото: /, '')
  await show.click()
  const cover = page.getByRole('img', { name, exact: true }).first()
  await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  expect(fromNetwork).toHaveLength(1)

  // Switched off on a page the worker held pictures of: the journal's pictures load as usual.
  await page.goto('/zhurnal-kurorta')
  await dataSaverSwitch(page).uncheck()
  const first = page.getByRole('main').locator('img').first()
  await expect(first).toBeVisible()
  await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
})

test('the browser’s data saver turns it on by itself, until the visitor switches it off', async ({ page }) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
  await page.goto('/zhurnal-kurorta')
  await expect(dataSaverSwitch(page)).toBeChecked()
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('button', { name: /^Показать фото: / }).first()).toBeVisible()

  await dataSaverSwitch(page).uncheck()
  await page.reload()
  await expect(dataSaverSwitch(page)).not.toBeChecked()
})
