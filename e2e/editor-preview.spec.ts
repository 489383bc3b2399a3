import type { Browser, Page } from '@playwright/test'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'
import { anapaDateTimeText } from '@anapa/shared/time/anapaClock'
import { draftEditor } from '@/lib/test/draftEditor'
import { CMS_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'

/**
 * Editorial work in a real Chromium: editors preview drafts on the site from the admin, schedule a
 * publication, and restore an earlier version. Propagation waits are generous (the site follows
 * within seconds; docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests measures that with the
 * bench, not with timed tests).
 */
const PROPAGATION_TIMEOUT_MS = 30_000
const DRAFT_BAR = 'Черновик — так страницу увидят посетители после публикации'

/**
 * The admin in its own browser context (as e2e/appeals.spec.ts does), in Anapa's zone like the
 * site's: the console fixture watches the site's page, not Payload's admin.
 */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await signInAdmin(page)
  return page
}

async function signInAdmin(page: Page) {
  await page.goto(`${CMS_URL}/admin/login`)
  await page.getByLabel(/Email|Электронная почта/i).fill(LOCAL_EDITOR.email)
  await page.getByLabel(/Пароль|Password/i).fill(process.env.SEED_EDITOR_PASSWORD!)
  await page.getByRole('button', { name: /Войти|Login/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** A fresh draft article, first in the journal once published (sort 0). */
async function draftArticle(label: string) {
  const editor = await draftEditor(CMS_URL)
  const categories = (await (await fetch(`${CMS_URL}/v1/magazines/categories`)).json()) as { data: { id: number }[] }
  const run = Date.now()
  const article = { slug: `e2e-${label}-${run}`, name: `Шторм на Высоком берегу ${run}` }
  const id = await editor.createDraft('magazines', {
    ...article,
    type: 'stati',
    sort: 0,
    category: categories.data[0]!.id,
    description: 'Черновик редакции, написанный в e2e-тесте.',
  })
  return { editor, id, ...article, path: `/zhurnal-kurorta/stati/${article.slug}` }
}

test('an editor previews a draft article from the admin with the draft bar; a visitor gets 404 for the same URL', async ({
  browser,
  request,
}) => {
  const article = await draftArticle('preview')
  const page = await adminPage(browser)
  try {
    await page.goto(`${CMS_URL}/admin/collections/magazines/${article.id}`)
    // The editor writes a new title, and the draft saves itself (autosave, cms/src/collections/versions.ts).
    // «Сохранить черновик» is not clicked: once the autosave has run there is nothing left to save and
    // the button is disabled, so a click would race it (a new document's button: admin-russian.spec.ts).
    const written = `${article.name} — черновик редакции`
    await page.locator('#field-name').fill(written)
    await expect
      .poll(async () => (await article.editor.read('magazines', article.id, { draft: true })).name)
      .toBe(written)
    await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toBeDisabled()

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await preview.waitForURL(`**${article.path}`)
    await expect(preview.getByRole('heading', { level: 1, name: written })).toBeVisible()
    await expect(preview.getByRole('status').filter({ hasText: DRAFT_BAR })).toBeVisible()
    await expect(preview.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1)
    // Rendered for this browser only: never cached, and only the CMS admin may frame it.
    const again = await preview.reload()
    expect(again?.headers()['cache-control']).toContain('no-store')
    expect(again?.headers()['content-security-policy']).toContain(`frame-ancestors ${new URL(CMS_URL).origin}`)

    // A visitor (no preview cookies) asking for the same URL: the article is not published.
    expect((await request.get(article.path)).status()).toBe(404)
    expect((await request.get('/')).headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // The way out: back to the page as visitors see it, which does not exist yet.
    await preview.getByRole('link', { name: 'Выйти из предпросмотра' }).click()
    await expect(preview.getByRole('status').filter({ hasText: DRAFT_BAR })).toHaveCount(0)
    await expect(preview.getByRole('heading', { level: 1, name: written })).toHaveCount(0)
  } finally {
    await page.context().close()
    await article.editor.remove('magazines', article.id)
  }
})

test("the admin's live preview frames the draft page beside the form and follows the editor's typing", async ({
  browser,
}) => {
  const article = await draftArticle('live')
  const page = await adminPage(browser)
  try {
    await page.goto(`${CMS_URL}/admin/collections/magazines/${article.id}`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1, name: article.name })).toBeVisible({ timeout: 20_000 })
    await expect(frame.getByRole('status').filter({ hasText: DRAFT_BAR })).toBeVisible()
    // No save button: the draft saves itself when the editor pauses (autosave,
    // cms/src/collections/versions.ts), and the framed page follows each pause.
    const field = page.locator('#field-name')
    for (const edit of ['правка', 'вторая правка']) {
      const renamed = `${article.name} — ${edit}`
      await field.fill(renamed)
      await expect(frame.getByRole('heading', { level: 1, name: renamed })).toBeVisible({ timeout: 20_000 })
    }
  } finally {
    await page.context().close()
    await article.editor.remove('magazines', article.id)
  }
})

test('an article scheduled a minute ahead appears on /zhurnal-kurorta after that minute, with no further action', async ({
  browser,
  page: visitor,
}, testInfo) => {
  test.setTimeout(5 * 60_000)
  await acceptCookies(visitor)
  const article = await draftArticle('schedule')
  const page = await adminPage(browser)
  try {
    await page.goto(`${CMS_URL}/admin/collections/magazines/${article.id}`)
    // The publish button's menu → «Запланировать публикацию» (cms/src/admin/components/PublishButton.tsx).
    await page.locator('#action-save-popup .popup__trigger-wrap').locator('button, [role="button"]').first().click()
    await page.locator('#schedule-publish').click()
    // A draft that was never published: publishing is what the drawer offers first.
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('radio', { name: 'Опубликовать' })).toBeChecked()
    // A whole minute at least 60 s from now, typed as editors write it, on Anapa's clock.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
    const field = drawer.getByLabel(/^Когда/)
    await field.fill(anapaDateTimeText(at))
    await field.press('Tab')
    await expect(field).toHaveValue(anapaDateTimeText(at))
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Запланировано.', { exact: true })).toBeVisible()
    await expect(drawer.getByRole('row', { name: new RegExp(`Опубликовать ${anapaDateTimeText(at)}`) })).toBeVisible()

    let shownAt = 0
    await expect(async () => {
      await visitor.goto('/zhurnal-kurorta')
      await expect(visitor.getByRole('link', { name: article.name })).toBeVisible({ timeout: 1000 })
      shownAt = Date.now()
    }).toPass({ timeout: 150_000, intervals: [1000] })
    const delaySeconds = (shownAt - at.getTime()) / 1000
    // Never before its time; how long after is logged and annotated, to be read from the report.
    expect(delaySeconds).toBeGreaterThanOrEqual(0)
    console.log(
      `[scheduled publish] scheduled for ${at.toISOString()}, on /zhurnal-kurorta ${delaySeconds.toFixed(1)} s later`,
    )
    testInfo.annotations.push({ type: 'scheduled-publish-delay-s', description: delaySeconds.toFixed(1) })
  } finally {
    await page.context().close()
    await article.editor.remove('magazines', article.id)
  }
})

test("restoring an earlier version of a beach in the admin changes the beach's page", async ({
  browser,
  page,
  request,
}) => {
  await acceptCookies(page)
  const editor = await draftEditor(CMS_URL)
  const beaches = (await (await fetch(`${CMS_URL}/v1/beaches?per_page=1`)).json()) as {
    data: { id: number; title: string }[]
  }
  const { id, title: original } = beaches.data[0]!
  const changed = `${original} (переименован ${Date.now()})`
  await editor.publish('beaches', id, { title: changed })
  try {
    await expect
      .poll(async () => (await (await request.get(`/plyazhi/${id}`)).text()).includes(changed), {
        timeout: PROPAGATION_TIMEOUT_MS,
      })
      .toBe(true)

    const admin = await adminPage(browser)
    await admin.goto(`${CMS_URL}/admin/collections/beaches/${id}/versions`)
    // Newest first: the second row is the version before the rename.
    await admin.locator('table tbody tr').nth(1).getByRole('link').first().click()
    await admin.getByRole('button', { name: 'Восстановить эту версию' }).click()
    await admin
      .getByRole('button', { name: /Подтвердить|Восстановить/ })
      .last()
      .click()
    await expect(admin.getByText('Версия восстановлена.')).toBeVisible()
    await admin.context().close()

    await expect(async () => {
      await page.goto(`/plyazhi/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: original, exact: true })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: PROPAGATION_TIMEOUT_MS })
  } finally {
    await editor.publish('beaches', id, { title: original })
  }
})
