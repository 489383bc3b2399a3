import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { signInAdmin } from './fixtures/admin'
import { serveEmptyTiles } from './fixtures/network'

/**
 * The public appeals at 375 px (docs/decisions/0051-public-appeals-and-open311.md): an appeal a
 * resident shows to everyone reaches the list and the map within seconds, with an editor-approved
 * photo and never the resident's phone; a private appeal's number is a 404 like an unknown one.
 */
test.use({ viewport: { width: 375, height: 812 } })

/**
 * A street photo as a phone takes it: a sharp pattern where a face or a plate would be, and EXIF with
 * the phone's make and a GPS position (made by cms/src/testing/blurFixture.ts).
 */
const STREET_PHOTO = 'e2e/fixtures/scans/street-with-gps.jpg'

async function fileAppeal(page: Page, { topic, text, photo }: { topic: string; text: string; photo: boolean }) {
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: topic })
  await page.getByLabel('Опишите проблему').fill(text)
  const map = page.getByRole('application', { name: 'Карта: выберите место проблемы' })
  await expect(map.locator('.leaflet-container')).toBeVisible()
  // Off the centre, where the other specs put their appeals, so this one's marker stands alone.
  await map.click({ position: { x: 60, y: 120 } })
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Крымская, 101')
  if (photo) {
    await page.locator('input[type="file"]').setInputFiles(STREET_PHOTO)
    await expect(page.getByRole('img', { name: 'Фото street-with-gps.jpg' })).toBeVisible()
  }
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
  return /A-\d{4}-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0]
}

/** The list re-renders when the CMS says an appeal changed; a reload shows it once it has. */
async function reloadUntil(page: Page, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 20_000 })
}

test('an appeal shown to all is on the public list and map with its approved photo and without the resident', async ({
  page,
  browser,
  resident,
  editor,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const text = `Яма на тротуаре у остановки ${Date.now()}`
  // «Мусор», a street topic no other spec files under: filtered by it, the map holds this appeal alone,
  // whatever the other specs left on it.
  const number = await fileAppeal(page, { topic: 'Мусор', text, photo: true })
  const privateNumber = await fileAppeal(page, { topic: 'ЖКХ', text: `Нет горячей воды ${Date.now()}`, photo: false })

  // The editor approves the photo in the admin, as the care service does after checking it for faces and plates.
  const { photos } = await editor.appealByNumber(number)
  expect(photos).toHaveLength(1)
  const admin = await browser.newPage()
  await signInAdmin(admin)
  await admin.goto(`${CMS_URL}/admin/collections/appeal-photos/${photos[0]}`)
  // A face or a plate is hidden with «Скрыть лица и номера» (docs/decisions/0056-photo-blur.md).
  await admin.getByRole('button', { name: 'Добавить область' }).click()
  await expect(admin.getByRole('list', { name: 'Скрытые области' }).getByRole('listitem')).toHaveCount(1)
  await admin.getByRole('checkbox', { name: 'Можно показывать публично' }).check()
  await admin.getByRole('button', { name: 'Сохранить' }).click()
  await expect(admin.getByText('Изменения сохранены.')).toBeVisible()
  await admin.close()

  // A visitor, not signed in.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage()
  await serveEmptyTiles(visitor)
  await acceptCookies(visitor)
  await visitor.goto('/obrashcheniya')
  const list = visitor.getByRole('list', { name: 'Обращения жителей' })
  await reloadUntil(visitor, () => expect(list.getByRole('link', { name: number })).toBeVisible({ timeout: 1000 }))
  await expect(list.getByRole('link', { name: privateNumber })).toHaveCount(0)
  const item = list.getByRole('listitem').filter({ hasText: number })
  await expect(item).toContainText('Мусор')
  await expect(item).toContainText('Новое')
  await expect(item).toContainText(text)

  // Filters: the topic and «Открытые» keep it, «Закрытые» leaves it out; the address keeps the choice.
  await visitor.getByLabel('Тема').selectOption({ label: 'Мусор' })
  await visitor.getByLabel('Статус').selectOption({ label: 'Открытые' })
  await expect(visitor).toHaveURL(/\?tema=\d+&status=open$/)
  await expect(list.getByRole('link', { name: number })).toBeVisible()
  await visitor.getByLabel('Статус').selectOption({ label: 'Закрытые' })
  await expect(visitor.getByRole('link', { name: number })).toHaveCount(0)
  await visitor.getByRole('button', { name: 'Сбросить фильтры' }).click()
  await expect(visitor).toHaveURL(/\/obrashcheniya$/)

  // On the map, filtered by its topic so no other appeal shares a cluster with it: its marker names
  // the topic and number; its popup leads to the appeal's page.
  await visitor.getByLabel('Тема').selectOption({ label: 'Мусор' })
  await expect(visitor.getByRole('status').filter({ hasText: /^Найдено: 1 из \d+$/ })).toBeVisible()
  const marker = visitor.getByRole('button', { name: `Мусор, ${number}` })
  await marker.scrollIntoViewIfNeeded()
  await marker.click()
  await visitor.locator('.leaflet-popup').getByRole('link', { name: 'Подробнее' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/obrashcheniya/${number}$`))
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Обращение ${number}`)
  await expect(visitor.getByText(text)).toBeVisible()
  await expect(visitor.getByText('Имя, телефон и e-mail автора не публикуются.')).toBeVisible()
  const photo = visitor.getByRole('list', { name: 'Фотографии обращения' }).getByRole('img')
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // The public gets a blurred copy without the phone's EXIF (its make, the GPS position), never the upload.
  const served = await (await visitor.request.get((await photo.getAttribute('src'))!)).body()
  expect(served.equals(readFileSync(STREET_PHOTO))).toBe(false)
  expect(served.includes('Exif')).toBe(false)
  expect(served.includes('TestPhone')).toBe(false)

  // Nothing of the resident in the page's HTML, its data or the list's.
  for (const path of [`/obrashcheniya/${number}`, '/obrashcheniya']) {
    const html = await (await visitor.request.get(path)).text()
    expect(html).toContain(number)
    expect(html).not.toContain(resident.phone)
    expect(html).not.toContain(resident.phone.replace(/^\+?7/, ''))
    expect(html).not.toContain(privateNumber)
  }

  // A private appeal's page and an unknown number are the same 404.
  for (const missing of [privateNumber, 'A-2026-999999']) {
    const response = await visitor.goto(`/obrashcheniya/${missing}`)
    expect(response?.status()).toBe(404)
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('страница не найдена')
  }
  await visitor.context().close()
})
