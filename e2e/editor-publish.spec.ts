import { acceptCookies, expect, test } from './fixtures'

/**
 * The publication reaches the site without a deploy. How fast is a budget
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: 5 s), and budgets are measured by the
 * bench, not by timed tests on a shared machine: this waits generously and checks only that the change appears.
 */
const PROPAGATION_TIMEOUT_MS = 30_000

test('an article an editor publishes appears on the site, and unpublishing it gives 404', async ({ page, editor }) => {
  await acceptCookies(page)
  const slug = `e2e-${Date.now()}`
  const name = `Закат на Высоком берегу ${Date.now()}`
  const id = await editor.createArticle(
    {
      name,
      slug,
      type: 'novosti',
      sort: 0,
      category: await editor.categoryId('dostoprimechatelnosti'),
      description: 'Свежая новость от редакции, опубликованная в e2e-тесте.',
    },
    { draft: false },
  )
  try {
    // Revalidation may finish after the CMS answered, so the list is reloaded until it shows the article.
    await expect(async () => {
      await page.goto('/zhurnal-kurorta')
      await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: PROPAGATION_TIMEOUT_MS })

    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect((await page.request.get(`/zhurnal-kurorta/novosti/${slug}`)).status()).toBe(200)

    await editor.setStatus(id, 'draft')
    await expect
      .poll(async () => (await page.request.get(`/zhurnal-kurorta/novosti/${slug}`)).status(), {
        timeout: PROPAGATION_TIMEOUT_MS,
      })
      .toBe(404)
    // The list is re-rendered by the same change as the article, but not necessarily before it.
    await expect(async () => {
      await page.goto('/zhurnal-kurorta')
      await expect(page.getByRole('link', { name })).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: PROPAGATION_TIMEOUT_MS })
  } finally {
    await editor.deleteArticle(id)
  }
})
