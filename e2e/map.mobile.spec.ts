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
