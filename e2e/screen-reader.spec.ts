import type { Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { CABINET_ROUTES, DETAIL_OF, firstDetail, open, PUBLIC_ROUTES } from './fixtures/a11yRoutes'
import { quietTiles } from './fixtures/axe'
import { dropOperation, errorToast, expectDroppedRequests, NETWORK_ERROR } from './fixtures/network'

/**
 * What a screen reader is given, read from Chromium's accessibility tree (Playwright's role
 * queries and aria snapshots) at 375 px (docs/testing/accessibility.md): every page's landmarks
 * and heading outline, and the live regions that announce toasts, search results and form errors;
 * the map's markers, clusters and popups by name.
 */
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  await quietTiles(page)
})

/**
 * The page's headings as a screen reader lists them: level and text, in document order, without
 * those hidden from it (display: none, hidden, aria-hidden or inert). Run in the page.
 */
function headingOutline(): { level: number; text: string }[] {
  const hidden = (el: Element) =>
    el.closest('[aria-hidden="true"], [hidden], [inert]') !== null ||
    !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
  return Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
    .filter((el) => !hidden(el))
    .map((el) => ({
      level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    }))
}

/**
 * Pages laid out without the site's footer by design: the map fills the screen under the header
 * (docs/spec.md#2-screens-and-routes, components/layout/MapLayout).
 */
const WITHOUT_FOOTER = new Set(['/karta'])
/** The icon sprite's page is a developer's sheet of icons with no site layout at all (SpriteLayout). */
const WITHOUT_LAYOUT = new Set(['/_icons'])

/** What is wrong with a page's landmarks and heading outline, one line each; empty when nothing is. */
async function structureProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  for (const [role, count] of [
    ['banner', 1],
    ['main', 1],
    ['contentinfo', WITHOUT_FOOTER.has(path) ? 0 : 1],
  ] as const) {
    const found = await page.getByRole(role).count()
    if (found !== count) problems.push(`${found} ${role} landmarks, not ${count}`)
  }
  if ((await page.getByRole('navigation').count()) === 0) problems.push('no navigation landmark')

  const outline = await page.evaluate(headingOutline)
  const firsts = outline.filter((h) => h.level === 1)
  if (firsts.length !== 1)
    problems.push(`${firsts.length} first-level headings: ${firsts.map((h) => h.text).join(' | ')}`)
  // WCAG 1.3.1: going down the outline never skips a level (a section's h4 straight under its h2).
  outline.forEach((heading, i) => {
    const before = outline[i - 1]
    if (before && heading.level > before.level + 1)
      problems.push(`h${heading.level} «${heading.text}» follows h${before.level} «${before.text}»`)
  })
  return problems
}

test.describe('landmarks and headings', () => {
  for (const path of PUBLIC_ROUTES.filter((p) => !WITHOUT_LAYOUT.has(p))) {
    test(`${path}: one banner, main and footer, a navigation, one h1 and no skipped level`, async ({ page }) => {
      await open(page, path)
      expect(await structureProblems(page, path)).toEqual([])
    })
  }

  for (const [list, detail] of DETAIL_OF) {
    test(`a detail page of ${list} (${detail.source}): the same`, async ({ page }) => {
      const path = await firstDetail(page, list, detail)
      await open(page, path)
      expect(await structureProblems(page, path)).toEqual([])
    })
  }

  for (const path of CABINET_ROUTES) {
    test(`${path}, signed in: the same`, async ({ page, resident: _resident }) => {
      await open(page, path)
      expect(await structureProblems(page, path)).toEqual([])
    })
  }
})

test.describe('announcements', () => {
  test('a toast is spoken: it appears inside the polite live region «Уведомления»', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await open(page, '/upravleniye-profilem')
    const profile = page.getByRole('region', { name: 'Личные данные', exact: true })
    await profile.getByLabel('Имя', { exact: true }).fill('Анна')
    await profile.getByLabel('Фамилия').fill('Смирнова')
    await profile.getByLabel('E-mail').fill('anna.smirnova@example.ru')
    const restore = await dropOperation(page, 'UpdateProfileMutation')
    await profile.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await restore()
    const live = page.locator('[aria-live="polite"]').filter({ has: errorToast(page) })
    await expect(live).toHaveCount(1)
    await expect(live).toHaveAttribute('aria-label', /^Уведомления/)
  })

  test('search results are counted in a status message', async ({ page }) => {
    await open(page, `/poisk?search=${encodeURIComponent('пляж')}`)
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible()
  })

  test('form errors: the summary takes the focus and each field is described by its error', async ({
    page,
    resident,
  }) => {
    void resident
    await open(page, '/moi-obrashcheniya/novoe-obrashchenie')
    await expect(page.getByLabel('Тема')).toBeEnabled()
    await page.getByRole('button', { name: 'Отправить обращение', exact: true }).click()
    await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused()
    await expect(page.getByLabel('Тема')).toHaveAccessibleDescription('Это обязательное поле')
    await expect(page.getByLabel('Опишите проблему')).toHaveAccessibleDescription(/^Это обязательное поле/)
  })

  test('the map: markers and clusters are named buttons, and a popup names its place', async ({ page }) => {
    await open(page, '/karta')
    const map = page.getByRole('region', { name: 'Карта объектов' })
    const buttons = map.locator('.leaflet-marker-pane [role="button"]')
    await expect(buttons.first()).toBeVisible()
    // Every marker and cluster has a name a screen reader can say: the place's title, or the
    // cluster's «Объектов в группе: N» (components/map/icons.ts).
    for (const button of await buttons.all()) await expect(button).toHaveAccessibleName(/\S/)
    await expect(map.getByRole('button', { name: /^Объектов в группе: \d+$/ }).first()).toBeAttached()

    // A marker (not a cluster) opens a popup whose heading is the marker's name.
    await page.getByRole('button', { name: 'Списком' }).click()
    const list = page.getByRole('region', { name: 'Список объектов' })
    const title = (await list.getByRole('link').first().textContent())!.trim()
    await list.getByRole('button', { name: `Показать на карте: ${title}` }).click()
    await expect(map.locator('.leaflet-popup').getByRole('heading', { name: title })).toBeVisible()
  })
})
