import type { Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { serveEmptyTiles } from './fixtures/network'

/**
 * Who sees an appeal, chosen in the form at 375 px (docs/decisions/0052-public-appeal-choice-on-the-site.md):
 * the box follows the topic (a street problem is shown to everyone, a topic editors mark personal
 * is not) until the resident touches it; the appeal's page says who sees it, and the public answer
 * has the appeal without the resident.
 */
test.use({ viewport: { width: 375, height: 812 } })

const showToAll = (page: Page) => page.getByRole('checkbox', { name: 'Показать обращение всем на карте города' })

async function fillAppeal(page: Page, topic: string, text: string) {
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: topic })
  await page.getByLabel('Опишите проблему').fill(text)
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Ленина, 7')
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
  return /A-\d{4}-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0]
}

test('the choice follows the topic until the resident makes it, and the appeal says who sees it', async ({
  page,
  resident: _resident,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const text = `Соседи шумят по ночам, дом 7 ${Date.now()}`
  await fillAppeal(page, 'Благоустройство', text)
  await expect(showToAll(page)).toBeChecked()
  await expect(showToAll(page)).toHaveAccessibleDescription(/имя, телефон и e-mail не показываются никогда/)

  // A personal topic: not shown to all, until the resident says so, by keyboard; a topic changed
  // after that keeps the resident's choice.
  await page.getByLabel('Тема').selectOption({ label: 'Шум' })
  await expect(showToAll(page)).not.toBeChecked()
  await showToAll(page).focus()
  await page.keyboard.press('Space')
  await expect(showToAll(page)).toBeChecked()
  await page.getByLabel('Тема').selectOption({ label: 'ЖКХ' })
  await expect(showToAll(page)).toBeChecked()

  // Changed mind: only the resident and the care service see it.
  await showToAll(page).uncheck()
  await send(page)
  await expect(page.getByText('Видно только вам и службе заботы')).toBeVisible()
})

test('an appeal shown to all is in the public answer without the resident’s name or phone; one kept private is not', async ({
  page,
  resident,
  request,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const shown = `Сломана скамейка у фонтана ${Date.now()}`
  await fillAppeal(page, 'Благоустройство', shown)
  const shownNumber = await send(page)
  await expect(page.getByText('Видно всем — без вашего имени, телефона и e-mail')).toBeVisible()

  const kept = `Протекает крыша в подъезде ${Date.now()}`
  await fillAppeal(page, 'ЖКХ', kept)
  await expect(showToAll(page)).not.toBeChecked()
  const keptNumber = await send(page)

  const open = await request.get(`${CMS_URL}/v1/public/appeals/${shownNumber}`)
  expect(open.status()).toBe(200)
  const body = await open.text()
  expect(body).toContain(shown)
  expect(body).not.toContain(resident.phone)
  expect(body).not.toContain(resident.phone.replace(/^\+?7/, ''))
  expect((await request.get(`${CMS_URL}/v1/public/appeals/${keptNumber}`)).status()).toBe(404)
  const list = await (await request.get(`${CMS_URL}/v1/public/appeals?per_page=100`)).text()
  expect(list).not.toContain(kept)
})
