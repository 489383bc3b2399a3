import type { Browser, Locator, Page } from '@playwright/test'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'
import { slugFromTitle } from '@anapa/shared/text/slug'
import { draftEditor } from '@/lib/test/draftEditor'
import { CMS_URL } from '@/playwright.config'
import { expect, test } from './fixtures'

/**
 * The admin editors and the beach duty desk work in, as they see it in Chromium: dates written
 * «27.11.2026, 11:49» in lists, the version history and «Последнее изменение»; a date typed as well as
 * picked; no English in the date picker or the toasts; «Создать» saving nothing until the editor
 * saves, the address spelt from the title; the schedule drawer offering publication for a draft
 * (docs/decisions/0044-the-admin-in-russian.md). The appeal answered and closed in one save is
 * e2e/appeals.spec.ts.
 */

const RUSSIAN_DATE_TIME = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/
/** Payload's own pattern in Russian: «ноября 27-е 2026, 11:49 ПП», «нояб. 27, 2026 11:49 ДП». */
const PAYLOAD_DATE = /\d-е \d{4}|\b(ПП|ДП)\b|[а-я]{3,5}\. \d{1,2}, \d{4}/
/** What the admin used to say in English: the validation toast, the picker's words, the success toasts. */
const ENGLISH = [
  /following fields? (is|are) invalid/i,
  /\bTime\b/,
  /Selected (date|time)/i,
  /Choose Date/i,
  /(Previous|Next) (Month|Year)/i,
  /Not available/i,
  /successfully/i,
  /\b(AM|PM)\b/,
]

/** Everything the page says, to eyes and to screen readers: text, labels, titles, placeholders. */
async function everythingSaid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const said: string[] = [document.body.innerText]
    // Hidden text too (the picker's announcements for screen readers), but not the scripts' source.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, (node) =>
      node.parentElement?.closest('script, style, noscript, template')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
    )
    for (let node = walker.nextNode(); node; node = walker.nextNode()) said.push(node.nodeValue ?? '')
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) said.push(element.getAttribute(name) ?? '')
    return said.join('\n')
  })
}

async function expectNoEnglish(page: Page) {
  const said = await everythingSaid(page)
  for (const english of ENGLISH) expect(said, `${english}`).not.toMatch(english)
  expect(said).not.toMatch(PAYLOAD_DATE)
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await page.goto(`${CMS_URL}/admin/login`)
  await page.getByLabel('Электронная почта').fill(LOCAL_EDITOR.email)
  await page.getByLabel('Пароль').fill(process.env.SEED_EDITOR_PASSWORD!)
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  return page
}

/** The date field's input: Payload labels the field's wrapper, not the input. */
const dateInput = (page: Page, name: string): Locator =>
  page.locator(`#field-${name} .react-datepicker__input-container input`)

/** The afisha's first category (cms/src/catalogue/options.ts), as the contract gives it. */
async function eventCategory() {
  const answer = await fetch(`${CMS_URL}/v1/events?per_page=1`)
  return ((await answer.json()) as { data: { category: { value: string } }[] }).data[0]!.category.value
}

test('dates are written «27.11.2026, 11:49» in the list, «Последнее изменение» and the version history', async ({
  browser,
}) => {
  const page = await adminPage(browser)
  try {
    await page.goto(`${CMS_URL}/admin/collections/events`)
    const starts = page.locator('.table tbody tr td.cell-startsAt')
    await expect(starts.first()).toHaveText(RUSSIAN_DATE_TIME)
    for (const cell of await starts.all()) await expect(cell).toHaveText(RUSSIAN_DATE_TIME)
    await expectNoEnglish(page)

    await page.locator('.table tbody tr td.cell-title a').first().click()
    await page.waitForURL(/\/events\/\d+$/)
    const modified = page.locator('.doc-controls__value-wrap', { hasText: 'Последнее изменение' })
    await expect(modified.locator('.doc-controls__value')).toHaveText(RUSSIAN_DATE_TIME)
    await expect(dateInput(page, 'startsAt')).toHaveValue(RUSSIAN_DATE_TIME)
    await expectNoEnglish(page)

    await page.getByRole('link', { name: /^Версии/ }).click()
    // Payload's list may add its page size to the address (`?limit=10`).
    await page.waitForURL(/\/versions(\?|$)/)
    await expect(page.locator('.table tbody tr').first().locator('td').first()).toHaveText(RUSSIAN_DATE_TIME)
    await expectNoEnglish(page)
  } finally {
    await page.context().close()
  }
})

test('a date is typed as editors write it, and the picker speaks Russian', async ({ browser }) => {
  const editor = await draftEditor(CMS_URL)
  const title = `Лекция о древней Горгиппии ${Date.now()}`
  const id = await editor.createDraft('events', {
    title,
    category: await eventCategory(),
    startsAt: '2030-07-01T15:00:00.000Z',
  })
  const page = await adminPage(browser)
  try {
    await page.goto(`${CMS_URL}/admin/collections/events/${id}`)
    const starts = dateInput(page, 'startsAt')
    await expect(starts).toHaveValue('01.07.2030, 18:00')
    // Typed without the comma, read all the same and shown the admin's way.
    await starts.fill('27.11.2030 11:49')
    await starts.press('Tab')
    await expect(starts).toHaveValue('27.11.2030, 11:49')

    await starts.click()
    const calendar = page.getByRole('dialog', { name: 'Выбор даты и времени' })
    await expect(calendar).toBeVisible()
    await expect(calendar.getByText('Время', { exact: true })).toBeVisible()
    const time = calendar.getByRole('textbox', { name: 'Время' })
    await time.fill('10:15')
    await expect(starts).toHaveValue('27.11.2030, 10:15')
    await calendar.getByRole('option', { name: /28 ноября 2030/ }).click()
    await expect(starts).toHaveValue('28.11.2030, 10:15')
    await expectNoEnglish(page)

    // Saved as typed (by autosave): the draft the server keeps has the new start, on Anapa's clock.
    await expect
      .poll(async () => (await editor.read('events', id, { draft: true })).startsAt, { timeout: 15_000 })
      .toBe('2030-11-28T07:15:00.000Z')
  } finally {
    await page.context().close()
    await editor.remove('events', id)
  }
})

test('«Создать» saves nothing until the editor saves; the address is spelt from the Russian title', async ({
  browser,
}) => {
  const editor = await draftEditor(CMS_URL)
  const count = () => editor.count('events')
  const before = await count()
  const page = await adminPage(browser)
  let id: number | null = null
  try {
    await page.goto(`${CMS_URL}/admin/collections/events`)
    await page
      .getByRole('link', { name: /^Создать/ })
      .first()
      .click()
    await page.waitForURL(/\/events\/create$/)
    await page.locator('#field-title').fill('Фестиваль «Анапа-Джаз»: ночь у маяка')
    // Longer than the autosave interval (600 ms): nothing is stored while the form is new.
    await page.waitForTimeout(2000)
    await expect(page).toHaveURL(/\/events\/create$/)
    expect(await count()).toBe(before)

    await page.locator('#field-category').click()
    await page.getByRole('option').first().click()
    await dateInput(page, 'startsAt').fill('15.08.2030, 20:00')
    await dateInput(page, 'startsAt').press('Tab')
    await page.getByRole('button', { name: 'Сохранить черновик' }).click()
    await page.waitForURL(/\/events\/\d+$/)
    id = Number(/\/events\/(\d+)$/.exec(page.url())![1])
    expect(await count()).toBe(before + 1)
    await expect(page.locator('#field-slug')).toHaveValue(slugFromTitle('Фестиваль «Анапа-Джаз»: ночь у маяка'))
    await expect(page.locator('#field-slug')).toHaveValue('festival-anapa-dzhaz-noch-u-mayaka')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Фестиваль «Анапа-Джаз»: ночь у маяка')
    await expectNoEnglish(page)

    // A never-published draft: the schedule drawer offers publishing, takes a typed date, and cancels.
    await page.locator('#action-save-popup .popup__trigger-wrap').locator('button, [role="button"]').first().click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('radio', { name: 'Опубликовать' })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Снять с публикации' })).not.toBeChecked()
    const when = drawer.getByLabel(/^Когда/)
    await when.fill('31.12.2030 10:30')
    await when.press('Tab')
    await expect(when).toHaveValue('31.12.2030, 10:30')
    await when.click()
    await expect(page.getByRole('dialog', { name: 'Выбор даты и времени' })).toBeVisible()
    await expectNoEnglish(page)
    // Closed by a click beside it: Escape would close the drawer as well.
    await drawer.getByText('Что сделать').click()
    await expect(page.getByRole('dialog', { name: 'Выбор даты и времени' })).toBeHidden()
    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Запланировано.', { exact: true })).toBeVisible()
    const row = drawer.getByRole('row', { name: /Опубликовать 31\.12\.2030, 10:30/ })
    await expect(row).toBeVisible()
    await expectNoEnglish(page)
    await row.getByRole('button', { name: 'Отменить' }).click()
    await expect(drawer.getByText('Ничего не запланировано.')).toBeVisible()
  } finally {
    await page.context().close()
    if (id !== null) await editor.remove('events', id)
  }
})
