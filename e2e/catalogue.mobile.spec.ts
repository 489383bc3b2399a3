import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

/** Every public catalogue page, list and detail, at the narrowest width the product supports. */
const LISTS = [
  '/',
  '/afisha',
  '/ekskursii-i-tury',
  '/infrastruktura',
  '/interesnye-mesta',
  '/peshie-marshruty',
  '/plyazhi',
]

const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('catalogue lists and their first details fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of LISTS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0)
    if (path === '/') continue
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page).not.toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sidewaysOverflow(page), page.url()).toBeLessThanOrEqual(0)
  }
  for (const path of [
    '/onlayn-kamery',
    '/ekskursii-i-tury/ekskursii-i-tury-group',
    '/prilozhenie',
    '/politika-konfidencialnosti',
  ]) {
    await page.goto(path)
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0)
  }
})
