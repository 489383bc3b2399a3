import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

test.describe('resort journal', () => {
  test('lists nine articles a page with breadcrumbs and category chips', async ({ page }) => {
    const response = await page.goto('/zhurnal-kurorta')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал курорта' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Хлебные крошки' })).toContainText('Главная')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(9)
    await expect(page.getByRole('navigation', { name: 'Категории журнала' }).getByRole('link')).toHaveCount(7)
  })

  test('filters by category with chips', async ({ page }) => {
    await page.goto('/zhurnal-kurorta')
    await page.getByRole('navigation', { name: 'Категории журнала' }).getByRole('link', { name: 'Виноделие' }).click()
    await expect(page).toHaveURL(/\/zhurnal-kurorta\?category=vinodelie$/)
    // The chip marks itself in the same render as the new list: only then are the cards the new ones.
    await expect(page.getByRole('link', { name: 'Виноделие' })).toHaveAttribute('aria-current', 'page')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) await expect(card).toContainText('Виноделие')
  })

  test('goes to page 2 and shows other articles', async ({ page }) => {
    await page.goto('/zhurnal-kurorta')
    const firstPageTitles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()
    await page.getByRole('link', { name: 'Страница 2' }).click()
    await expect(page).toHaveURL(/\/zhurnal-kurorta\?page=2$/)
    await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    const secondPageTitles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()
    expect(secondPageTitles.length).toBeGreaterThan(0)
    expect(secondPageTitles.filter((t) => firstPageTitles.includes(t))).toEqual([])
  })

  test('opens an article with its date, text and way back', async ({ page }) => {
    await page.goto('/zhurnal-kurorta')
    const link = page.getByRole('main').getByRole('article').first().getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.click()
    await expect(page).toHaveURL(/\/zhurnal-kurorta\/(stati|novosti|podborki)\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('main time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
    await expect(page.getByRole('main').locator('p').nth(2)).not.toBeEmpty()
    // The title comes from the article's SEO fields, falling back to its name.
    await expect(page).toHaveTitle(/^.{10,} \| Анапа — город-курорт$/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await page.getByRole('link', { name: '← Все статьи журнала' }).click()
    await expect(page).toHaveURL(/\/zhurnal-kurorta$/)
  })
})

test.describe('not found', () => {
  test('an unknown path gives the 404 page with its message', async ({ page }) => {
    const response = await page.goto('/net-takoy-stranitsy')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Извините, страница не найдена' })).toBeVisible()
    // The English message of docs/spec.md#8-error-catalogue travels with the page for tools, not as copy people read.
    await expect(page).toHaveTitle(/^Страница не найдена \| /)
    await expect(page.locator('[data-error-message]')).toHaveAttribute(
      'data-error-message',
      'Page not found: /net-takoy-stranitsy',
    )
    await expect(page.getByText(/Page not found/)).toHaveCount(0)
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto('/zhurnal-kurorta/stati/takoy-stati-net')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Извините, страница не найдена' })).toBeVisible()
  })
})

test.describe('bad input never gives a 500', () => {
  const cases: [string, number][] = [
    ['/zhurnal-kurorta?page=abc', 200],
    ['/zhurnal-kurorta?page=-1', 200],
    ['/zhurnal-kurorta?page=99999', 404],
    ['/zhurnal-kurorta?category=unknown', 404],
    ['/zhurnal-kurorta?category=%3Cscript%3E', 200],
    [`/zhurnal-kurorta/stati/${'a'.repeat(400)}`, 404],
    ['/zhurnal-kurorta/STATI/Dzhemete', 404],
    ['/zhurnal-kurorta/kategoriya/vse/abc', 404],
  ]
  for (const [path, status] of cases) {
    test(`${path.slice(0, 60)} → ${status}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(status)
    })
  }
})
