import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

test.describe('site-wide search', () => {
  test('typing into the header search shows results; picking one opens it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click()
    const box = page.getByRole('searchbox', { name: 'Поиск по сайту' })
    await box.fill('джемете')
    const results = page.getByRole('list', { name: 'Результаты поиска' })
    await expect(results.getByRole('link').first()).toBeVisible()
    expect(await results.getByRole('link').count()).toBeLessThanOrEqual(4)
    const first = results.getByRole('link').first()
    const href = await first.getAttribute('href')
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Джемете/i)
  })

  test('nothing found says so; transliteration finds Джемете', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click()
    const box = page.getByRole('searchbox', { name: 'Поиск по сайту' })
    await box.fill('щщщжжж')
    await expect(page.getByText('По вашему запросу ничего не найдено')).toBeVisible()
    await box.fill('dzhemete')
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first()).toContainText(
      /Джемете/,
    )
  })

  test('the results page lists results for пляж and filters them by kind', async ({ page }) => {
    const response = await page.goto('/poisk?search=пляж')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по сайту' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Результаты поиска' })
    await expect(list.getByRole('link').first()).toBeVisible()
    const filter = page.getByRole('navigation', { name: 'Что искать' })
    await filter.getByRole('link', { name: 'Пляжи' }).click()
    await expect(page).toHaveURL(/\/poisk\?search=.+&entity=beach$/)
    await expect(filter.getByRole('link', { name: 'Пляжи' })).toHaveAttribute('aria-current', 'page')
    for (const href of await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/plyazhi\/\d+$/)
    }
  })

  test('a page past the last one says so and links to the last page', async ({ page }) => {
    await page.goto('/poisk?search=пляж&page=99')
    const status = page.getByRole('status').filter({ hasText: /Найдено: \d+/ })
    await expect(status).toContainText(/Найдено: \d+, но на странице 99 результатов нет\./)
    await expect(page.getByText('По вашему запросу ничего не найдено')).toHaveCount(0)
    await status.getByRole('link', { name: /^Последняя страница — \d+$/ }).click()
    await expect(page).toHaveURL(/\/poisk\?search=.+&page=\d+$/)
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first()).toBeVisible()
  })

  test('the results page works without a query and says what to do', async ({ page }) => {
    expect((await page.goto('/poisk'))?.status()).toBe(200)
    await expect(page.getByText('Введите, что ищете')).toBeVisible()
  })
})
