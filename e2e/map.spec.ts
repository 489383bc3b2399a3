import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, isMapTile, test } from './fixtures'

/** Detail pages of the map's kinds (docs/spec.md#2-screens-and-routes route table). */
const DETAIL =
  /\/(plyazhi\/\d+|interesnye-mesta\/\d+|peshie-marshruty\/\d+|infrastruktura\/[a-z0-9-]+|afisha\/[a-z0-9-]+)$/
const CLUSTER = /^Объектов в группе: (\d+)$/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  // As offline: every base-map tile fails, whatever the network here would have done.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** The map page with its two halves, and the markers named after the objects of its list. */
async function openMap(page: Page, path = '/karta') {
  expect((await page.goto(path))?.status()).toBe(200)
  const list = page.getByRole('region', { name: 'Список объектов' })
  const map = page.getByRole('region', { name: 'Карта объектов' })
  const titles = (await list.getByRole('link').allTextContents()).map((t) => t.trim())
  expect(titles.length).toBeGreaterThan(10)
  // Leaflet makes every marker a button named by its title; clusters are named by their size.
  const markers = map.getByRole('button', { name: new RegExp(`^(${titles.map(escapeRegExp).join('|')})$`) })
  const clusters = map.getByRole('button', { name: CLUSTER })
  await expect(markers.or(clusters).first()).toBeVisible()
  return { list, map, markers, clusters }
}

/**
 * The first of these markers inside the map's visible box, clear of the zoom buttons (top right) and
 * the attribution (bottom): Leaflet also keeps markers just outside the view in the page.
 */
async function inView(map: Locator, candidates: Locator) {
  const area = await map.boundingBox()
  if (!area) return null
  for (const candidate of await candidates.all()) {
    const box = await candidate.boundingBox()
    if (
      box &&
      box.x > area.x + 8 &&
      box.y > area.y + 8 &&
      box.x + box.width < area.x + area.width - 64 &&
      box.y + box.height < area.y + area.height - 40
    ) {
      return candidate
    }
  }
  return null
}

/** How many objects the visible markers and clusters stand for. */
async function shownOnMap(markers: Locator, clusters: Locator) {
  let total = await markers.count()
  for (const text of await clusters.allTextContents()) total += Number(/Объектов в группе: (\d+)/.exec(text)?.[1] ?? 0)
  return total
}

test.describe('the map page', () => {
  test('markers and clusters, a layer toggle, a marker popup that leads to the detail page', async ({ page }) => {
    const { list, map, markers, clusters } = await openMap(page)
    await expect(clusters.first()).toBeVisible()
    // docs/spec.md#2-screens-and-routes: the map's crumb is 'Карта'.
    const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' })
    await expect(crumbs.getByText('Карта')).toHaveAttribute('aria-current', 'page')
    const listed = await list.getByRole('listitem').count()
    const shown = await shownOnMap(markers, clusters)
    expect(shown).toBeGreaterThan(0)

    const beaches = page.getByRole('group', { name: 'Слои карты' }).getByRole('button', { name: 'Пляжи' })
    await expect(beaches).toHaveAttribute('aria-pressed', 'true')
    await beaches.click()
    await expect(beaches).toHaveAttribute('aria-pressed', 'false')
    await expect(page).toHaveURL(/\/karta\?layers=place(,|%2C)urban(,|%2C)event(,|%2C)route$/)
    await expect(list.getByRole('heading', { name: /^Пляжи/ })).toHaveCount(0)
    expect(await list.getByRole('listitem').count()).toBeLessThan(listed)
    await expect.poll(() => shownOnMap(markers, clusters)).toBeLessThan(shown)

    // Zoom into clusters until a marker stands alone, then open its popup with a click.
    let title = ''
    await expect(async () => {
      const marker = await inView(map, markers)
      if (!marker) {
        await (await inView(map, clusters))?.click({ timeout: 2000 })
        throw new Error('no marker stands alone in view yet')
      }
      title = (await marker.getAttribute('title')) ?? ''
      await marker.click({ timeout: 2000 })
      await expect(map.getByRole('heading', { name: title })).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })

    await map.getByRole('link', { name: 'Подробнее' }).click()
    await expect(page).toHaveURL(DETAIL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('with the tiles offline the note shows, and the list still opens popups and pages', async ({ page }) => {
    const { list, map } = await openMap(page)
    await expect(map.getByRole('status')).toHaveText('Карта-подложка не загрузилась')

    const link = list.getByRole('link').first()
    const title = (await link.textContent())!.trim()
    await list.getByRole('button', { name: `Показать на карте: ${title}` }).click()
    await expect(map.getByRole('heading', { name: title })).toBeVisible()
    await expect(map.getByRole('link', { name: 'Подробнее' })).toBeVisible()

    // The list alone, by keyboard: its links are ordinary links.
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(DETAIL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('"Где я" centres on the visitor, and on the default point when the browser cannot say', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 44.9, longitude: 37.32 })
    const { map } = await openMap(page)
    await page.getByRole('button', { name: 'Где я' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Карта показывает, где вы находитесь.' })).toBeVisible()
    await expect(map.getByTitle('Вы здесь')).toBeVisible()

    await context.clearPermissions()
    await page.reload()
    await page.getByRole('button', { name: 'Где я' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'поэтому показываем точку в центре Анапы' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(map.getByTitle('Вы здесь')).toBeVisible()
  })

  test('a detail page draws its small map only when scrolled near, and links to the big one', async ({ page }) => {
    await page.goto('/plyazhi')
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/plyazhi\/\d+$/)
    // The list's heading stays until the client-side navigation has rendered the beach.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Пляжи')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    const mini = page.getByRole('figure', { name: `${title} на карте` }).locator('[aria-busy]')
    await expect(mini).toHaveAttribute('aria-busy', 'true')
    const box = await mini.boundingBox()
    await mini.scrollIntoViewIfNeeded()
    await expect(mini).toHaveAttribute('aria-busy', 'false')
    // The placeholder already had the map's size: nothing moved when it arrived.
    expect((await mini.boundingBox())?.height).toBe(box?.height)

    await page.getByRole('link', { name: 'Показать на карте' }).click()
    await expect(page).toHaveURL(/\/karta\?lat=[\d.]+&lon=[\d.]+$/)
    await expect(page.getByRole('region', { name: 'Карта объектов' }).getByTitle('Точка из ссылки')).toBeVisible()
  })
})
