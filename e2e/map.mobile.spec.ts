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
