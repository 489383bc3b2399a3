import { acceptCookies, expect, test } from './fixtures'

/** ARCHITECTURE §8: an editor's publication is on the site within 5 s, without a deploy. */
const PUBLISH_BUDGET_MS = 5000

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
    const published = Date.now()
    // The hook has already revalidated by the time the CMS answered; the page must show it now.
    await page.goto('/zhurnal-kurorta')
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: PUBLISH_BUDGET_MS })
    console.log(`publish → visible on the list: ${Date.now() - published} ms`)

    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect((await page.request.get(`/zhurnal-kurorta/novosti/${slug}`)).status()).toBe(200)

    await editor.setStatus(id, 'draft')
    await expect
      .poll(async () => (await page.request.get(`/zhurnal-kurorta/novosti/${slug}`)).status(), {
        timeout: PUBLISH_BUDGET_MS,
      })
      .toBe(404)
    await page.goto('/zhurnal-kurorta')
    await expect(page.getByRole('link', { name })).toHaveCount(0)
  } finally {
    await editor.deleteArticle(id)
  }
})
