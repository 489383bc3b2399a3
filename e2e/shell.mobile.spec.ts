import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

test('the mobile bottom bar reaches the main sections and the menu', async ({ page }) => {
  await page.goto('/zhurnal-kurorta')
  const bar = page.getByRole('navigation', { name: 'Быстрая навигация' })
  await expect(bar).toBeVisible()
  for (const label of ['Главная', 'Экскурсии и туры', 'Журнал', 'Мероприятия']) {
    await expect(bar.getByRole('link', { name: label })).toBeVisible()
  }
  await bar.getByRole('button', { name: 'Меню' }).click()
  const sheet = page.getByRole('dialog')
  await expect(sheet.getByRole('navigation', { name: 'Разделы сайта' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await bar.getByRole('link', { name: 'Главная' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the header hides while scrolling down and returns when scrolling up', async ({ page }) => {
  await page.goto('/zhurnal-kurorta')
  const header = page.getByRole('banner')
  await expect(header).toBeInViewport()
  await page.mouse.wheel(0, 1200)
  await expect(header).not.toBeInViewport()
  await page.mouse.wheel(0, -300)
  await expect(header).toBeInViewport()
})

test('the journal fits a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/zhurnal-kurorta')
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал курорта' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

for (const width of [320, 375]) {
  test(`the bottom bar breaks its labels between words only, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/zhurnal-kurorta')
    const bar = page.getByRole('navigation', { name: 'Быстрая навигация' })
    await expect(bar.getByRole('link', { name: 'Мероприятия' })).toBeVisible()
    // A word broken across lines has more than one client rect; each word must have exactly one.
    const brokenWords = await bar.evaluate((nav) =>
      [...nav.querySelectorAll('a span, button span')].flatMap((label) => {
        const text = label.firstChild
        if (!text || text.nodeType !== Node.TEXT_NODE) return []
        const words = [...(text.textContent ?? '').matchAll(/\S+/g)]
        return words
          .filter((word) => {
            const range = document.createRange()
            range.setStart(text, word.index!)
            range.setEnd(text, word.index! + word[0].length)
            return range.getClientRects().length !== 1
          })
          .map((word) => word[0])
      }),
    )
    expect(brokenWords).toEqual([])
  })
}
