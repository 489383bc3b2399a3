import { acceptCookies, expect, isMapTile, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

test('on a phone the map and the list take turns', async ({ page }) => {
  expect((await page.goto('/karta'))?.status()).toBe(200)
  const map = page.getByRole('region', { name: 'Карта объектов' })
  const list = page.getByRole('region', { name: 'Список объектов' })
  await expect(map).toBeVisible()
  await expect(list).toBeHidden()

  await page.getByRole('button', { name: 'Списком' }).click()
  await expect(list).toBeVisible()
  await expect(map).toBeHidden()

  const title = (await list.getByRole('link').first().textContent())!.trim()
  await list.getByRole('button', { name: `Показать на карте: ${title}` }).click()
  await expect(map).toBeVisible()
  await expect(map.getByRole('heading', { name: title })).toBeVisible()
})

test('on a phone the map shows only the beaches where one may swim, explains the colours, and back', async ({
  page,
}) => {
  await page.goto('/karta')
  await page.getByRole('button', { name: 'Списком' }).click()
  const list = page.getByRole('region', { name: 'Список объектов' })
  // The seed's storm ban (cms/src/seed/data/beaches.ts): that beach is listed, marked, and red on the map.
  const banned = list.getByRole('listitem').filter({ hasText: 'Купание запрещено' }).first()
  const title = (await banned.getByRole('link').first().textContent())!.trim()
  await expect(list.getByRole('link', { name: title })).toBeVisible()

  const swimOnly = page.getByRole('checkbox', { name: 'Купаться можно' })
  await swimOnly.check()
  await expect(list.getByRole('link', { name: title })).toHaveCount(0)
  await expect(list.getByText('Купание разрешено').first()).toBeVisible()

  await page.getByText('Цвета пляжей').click()
  await expect(page.getByText('Красный: купаться запрещено')).toBeVisible()

  await swimOnly.uncheck()
  await expect(list.getByRole('link', { name: title })).toBeVisible()
  // On the map its marker takes the red flag's colour.
  await list.getByRole('button', { name: `Показать на карте: ${title}` }).click()
  const marker = page.getByRole('region', { name: 'Карта объектов' }).locator(`.leaflet-marker-icon[title="${title}"]`)
  await expect(marker).toHaveCSS('background-color', 'rgb(179, 38, 30)')
})

test('on a phone Tab reaches the markers in view, and only those; Enter opens one', async ({ page }) => {
  await page.goto('/karta')
  const map = page.getByRole('region', { name: 'Карта объектов' })
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  // Markers off the map's edge are out of the Tab order (components/map/TabOnlyVisibleMarkers.client.tsx).
  const inView = map.locator('.leaflet-marker-icon[tabindex="0"]')
  const outOfView = map.locator('.leaflet-marker-icon[tabindex="-1"]')
  await expect(inView.first()).toBeVisible()
  await expect(outOfView.first()).toBeAttached()

  // From the map itself, Tab goes on to a marker on the screen, and Enter opens its card.
  await map.locator('.leaflet-container').focus()
  let focusedMarker = false
  for (let i = 0; i < 10 && !focusedMarker; i += 1) {
    await page.keyboard.press('Tab')
    focusedMarker = await page.evaluate(
      () => document.activeElement?.classList.contains('leaflet-marker-icon') ?? false,
    )
  }
  expect(focusedMarker).toBe(true)
  const focused = page.locator('.leaflet-marker-icon:focus')
  await expect(focused).toBeInViewport({ ratio: 1 })
  // A cluster (components/map/icons.ts names its count) zooms in on its markers; a marker opens its card.
  const cluster = ((await focused.textContent()) ?? '').includes('Объектов в группе')
  const handle = await focused.elementHandle()
  await page.keyboard.press('Enter')
  if (cluster) {
    await expect.poll(() => handle!.evaluate((el) => el.isConnected)).toBe(false)
    await expect(inView.first()).toBeInViewport()
  } else {
    await expect(map.locator('.leaflet-popup').getByRole('heading')).toBeVisible()
  }
})
