import type { APIRequestContext, Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { REDIRECT_MESSAGES } from '@anapa/shared/redirects/rules'
import { acceptCookies, expect, test } from './fixtures'
import { signInAdmin } from './fixtures/admin'

/**
 * Editor-managed redirects (docs/spec.md#8-error-catalogue) end to end: rules made in the Payload admin reach the
 * site through its ISR pages (no deploy, no per-request lookup) within the publishing budget, and a
 * renamed article's old address keeps working.
 */

/**
 * docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: an editor's change shows on the site
 * within 5 s, redirect rules included.
 */
const PUBLISH_BUDGET_MS = 5_000

/** Fills the admin's form for a new rule to an address (a site path or https://) and saves it. */
async function saveRuleInAdmin(page: Page, from: string, to: string, kind: 'Постоянное (301)' | 'Временное (302)') {
  await page.goto(`${CMS_URL}/admin/collections/redirects/create`)
  // The kind of target first: the admin shows the address field once its form state (built on the
  // server) has the new kind, and a form-state answer still in flight for another field could undo it.
  await expect(async () => {
    await page.getByText('Статья или объект каталога', { exact: true }).click()
    await page.getByText('Адрес на сайте или внешний https://', { exact: true }).click()
    await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await page.locator('#field-from').fill(from)
  await page.locator('#field-to__url').fill(to)
  await page.locator('#field-type').click()
  await page.getByRole('option', { name: kind, exact: true }).click()
  await page.getByRole('button', { name: 'Сохранить' }).click()
}

/** The site's answer for a path, redirects not followed. */
async function answerFor(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] ?? null }
}

/** Polls the site until it answers with the redirect, and says how long that took after the save. */
async function redirectLiveAfter(
  request: APIRequestContext,
  path: string,
  expected: { status: number; location: string },
  savedAt: number,
) {
  await expect.poll(() => answerFor(request, path), { timeout: PUBLISH_BUDGET_MS, intervals: [100] }).toEqual(expected)
  return Date.now() - savedAt
}

test('an editor creates an internal and an external redirect in the admin, and both work within 5 s', async ({
  page,
  browser,
}) => {
  await acceptCookies(page)
  const id = Date.now().toString(36)
  const internal = `/akciya-${id}`
  const external = `/gosuslugi-${id}`
  // Both addresses have no page: the site answers 404 (and caches it) before the rules exist.
  expect((await answerFor(page.request, internal)).status).toBe(404)
  expect((await answerFor(page.request, external)).status).toBe(404)

  const admin = await browser.newPage()
  await signInAdmin(admin)

  await saveRuleInAdmin(admin, internal, '/plyazhi', 'Временное (302)')
  await expect(admin.getByText(/запись создана/).first()).toBeVisible()
  const internalMs = await redirectLiveAfter(page.request, internal, { status: 302, location: '/plyazhi' }, Date.now())

  await saveRuleInAdmin(admin, external, 'https://www.gosuslugi.ru/', 'Постоянное (301)')
  await expect(admin.getByText(/запись создана/).first()).toBeVisible()
  const externalMs = await redirectLiveAfter(
    page.request,
    external,
    { status: 301, location: 'https://www.gosuslugi.ru/' },
    Date.now(),
  )
  console.log(`redirects: rule saved → redirect live: internal ${internalMs} ms, external ${externalMs} ms`)

  // A chain is refused in the admin, in Russian, on the field at fault.
  await saveRuleInAdmin(admin, `/cepochka-${id}`, internal, 'Постоянное (301)')
  await expect(admin.getByText(REDIRECT_MESSAGES.chainTo(`«${internal} → /plyazhi»`)).first()).toBeVisible()
  await admin.close()

  // A visitor following the old address lands on the beaches.
  await page.goto(internal)
  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeVisible()
  // The external address is not reachable here: a stand-in answers for it, so the browser's arrival shows.
  await page.route('https://www.gosuslugi.ru/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<h1>Госуслуги</h1>' }),
  )
  await page.goto(external)
  await expect(page).toHaveURL('https://www.gosuslugi.ru/')
  await expect(page.getByRole('heading', { name: 'Госуслуги' })).toBeVisible()
})

test('renaming an article’s address keeps its old URL working', async ({ page, editor }) => {
  await acceptCookies(page)
  const stamp = Date.now().toString(36)
  const name = `Маяк на Высоком берегу ${stamp}`
  const oldSlug = `mayak-${stamp}`
  const newSlug = `mayak-vysokiy-bereg-${stamp}`
  const id = await editor.createArticle(
    { name, slug: oldSlug, type: 'stati', sort: 0, category: await editor.categoryId('dostoprimechatelnosti') },
    { draft: false },
  )
  try {
    // The old address is a live, cached article page first.
    await expect
      .poll(async () => (await answerFor(page.request, `/zhurnal-kurorta/stati/${oldSlug}`)).status, {
        timeout: 30_000,
      })
      .toBe(200)

    const savedAt = Date.now()
    await editor.updatePublished('magazines', id, { slug: newSlug })
    const ms = await redirectLiveAfter(
      page.request,
      `/zhurnal-kurorta/stati/${oldSlug}`,
      { status: 301, location: `/zhurnal-kurorta/stati/${newSlug}` },
      savedAt,
    )
    console.log(`redirects: article renamed → old address redirects: ${ms} ms`)

    await page.goto(`/zhurnal-kurorta/stati/${oldSlug}`)
    await expect(page).toHaveURL(new RegExp(`/zhurnal-kurorta/stati/${newSlug}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  } finally {
    await editor.deleteArticle(id)
  }
})
