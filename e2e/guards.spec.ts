import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'

/** Every auth-required route of spec §2 (profile area included), behind withSession. */
const GUARDED = [
  '/moi-obrashcheniya',
  '/moi-obrashcheniya/appeal-12',
  '/moi-obrashcheniya/novoe-obrashchenie',
  '/my-transport',
  '/rezident-applications',
  '/upravleniye-profilem',
  '/izbrannoe',
  '/pokupki',
  '/pokupki/7',
  '/pokupki/detail-sobitiya',
  '/pokupki/detail-tury',
]

test.describe('cabinet guards', () => {
  for (const path of GUARDED) {
    test(`${path} without the cookie redirects to / on the server`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(response.headers()['location']).toBe('/')
      // No flash of cabinet content: the redirect carries no page at all.
      expect(await response.text()).not.toMatch(/Раздел в разработке|Мой транспорт|Управление профилем/)
    })
  }

  test('a forged token is dropped and the visitor lands on the home page', async ({ page, context }) => {
    await acceptCookies(page)
    await context.addCookies([{ name: 'token', value: 'forged-token', url: SITE_URL }])
    await page.goto('/upravleniye-profilem')
    await expect(page).toHaveURL(`${SITE_URL}/`)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  })
})
