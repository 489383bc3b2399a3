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
