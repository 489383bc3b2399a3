import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'

/**
 * «Поделиться» at 375 px (docs/decisions/0059-sharing-and-covers.md): the phone's share sheet where
 * the browser has one, otherwise the services' links and «Скопировать ссылку», each with the page's
 * address and title.
 */
test.use({ viewport: { width: 375, height: 812 } })

async function openFirstBeach(page: import('@playwright/test').Page) {
  await acceptCookies(page)
  await page.goto('/plyazhi')
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/plyazhi\/\d+$/)
  // The list's heading stays until the client-side navigation has rendered the beach.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Пляжи')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  return { title, url: `${SITE_URL}${new URL(page.url()).pathname}` }
}

test('without a share sheet: the services’ links carry the page, and the link is copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { title, url } = await openFirstBeach(page)
  await page.getByText('Поделиться', { exact: true }).click()
  const services = page.getByRole('list', { name: 'Поделиться через' })
  for (const name of ['ВКонтакте', 'Telegram', 'WhatsApp', 'Одноклассники']) {
    const href = await services.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')
    const params = new URL(href!).searchParams
    expect([...params.values()].join(' '), name).toContain(url)
    expect([...params.values()].join(' '), name).toContain(title)
  }
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  // Esc folds the list back and leaves the focus on «Поделиться».
  await page.keyboard.press('Escape')
  await expect(services).toBeHidden()
})

test('with a share sheet: it opens with the page’s title and address', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        shared.push(data)
        return Promise.resolve()
      },
    })
  })
  const { title, url } = await openFirstBeach(page)
  await page.getByText('Поделиться', { exact: true }).click()
  expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ title, url }])
  await expect(page.getByRole('list', { name: 'Поделиться через' })).toBeHidden()
})
