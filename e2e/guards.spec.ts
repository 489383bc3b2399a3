import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'

/** Every auth-required route of docs/spec.md#2-screens-and-routes (profile area included), behind withSession. */
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
    test(`${path} without the cookie redirects to / on the server, naming the page to return to`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      // Home, where the auth drawer opens and the sign-in comes back here (lib/returnPath.ts).
      expect(response.headers()['location']).toBe(`/?vhod=${encodeURIComponent(path)}`)
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
    // Signed out now, the drawer offers to sign in again and says for which page.
    await expect(page.getByRole('dialog', { name: 'Вход' })).toHaveAccessibleDescription(
      'Войдите, чтобы открыть «Управление профилем»',
    )
  })
})
