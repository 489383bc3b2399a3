import { expect, test } from './fixtures'

test('the cookie banner stays hidden once accepted', async ({ page }) => {
  await page.goto('/zhurnal-kurorta')
  const banner = page.getByRole('region', { name: 'Файлы cookie' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Принять' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeHidden()
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeHidden()
})

test.describe('without any bundle', () => {
  // Every Next bundle is emptied below, so the page never hydrates: navigations return at its load event.
  test.use({ navigationWaitsForHydration: false })

  test('the banner is in the server HTML, and an accepted one is hidden before any bundle runs', async ({ page }) => {
    // Every Next bundle is empty: what shows is the server HTML and the inline consent script only.
    await page.route('**/_next/static/**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeVisible()

    await page.evaluate(() => window.localStorage.setItem('cookie-consent', 'accepted'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeHidden()
  })
})
