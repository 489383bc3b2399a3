import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { serveEmptyTiles } from './fixtures/network'
import { freshPhone, lastCodeFor } from './fixtures/sms'

/**
 * A resident's journey with the keyboard alone at 375 px (docs/testing/accessibility.md): sign up by
 * code in the drawer, add a car, file an appeal with a point on the map. Tab reaches every control,
 * Enter and Space work them, the map takes its point from Enter; no pointer event reaches any page
 * (a key that activates a button fires `click`, never `pointerdown` or `mousedown`).
 */
test.use({ viewport: { width: 375, height: 812 } })

/** Counts pointer presses on every page the test opens, from before the page's own scripts run. */
async function countPointerPresses(page: Page) {
  await page.addInitScript(() => {
    const w = window as typeof window & { pointerPresses?: number }
    w.pointerPresses = 0
    for (const type of ['pointerdown', 'mousedown', 'touchstart'])
      window.addEventListener(type, () => (w.pointerPresses = (w.pointerPresses ?? 0) + 1), true)
  })
}

const expectNoPointer = async (page: Page) =>
  expect(await page.evaluate(() => (window as typeof window & { pointerPresses?: number }).pointerPresses)).toBe(0)

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails if it never does. */
async function tabTo(page: Page, target: Locator, { max = 60 }: { max?: number } = {}) {
  const handle = await target.elementHandle()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((el) => el === document.activeElement, handle)) {
      // Visible where it is focused: not under the header or the bottom bar (2.4.11).
      await expect(target).toBeInViewport()
      return
    }
  }
  throw new Error(`Tab never reached ${target}`)
}

test('signs up by code, adds a car and files an appeal with a map point, keyboard only', async ({ page }) => {
  await acceptCookies(page)
  await countPointerPresses(page)
  await serveEmptyTiles(page)

  // Sign up by code in the drawer.
  const phone = freshPhone()
  await page.goto('/')
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Профиль' }))
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog')
  await tabTo(page, drawer.getByRole('button', { name: 'Войти по коду' }))
  await page.keyboard.press('Enter')
  await tabTo(page, drawer.getByLabel('Номер телефона'))
  await page.keyboard.type(phone.slice(1))
  await tabTo(page, drawer.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }))
  await page.keyboard.press('Space')
  const sentAt = Date.now() - 1000
  await tabTo(page, drawer.getByRole('button', { name: 'Получить код' }))
  await page.keyboard.press('Enter')
  const code = drawer.getByLabel('Код из СМС')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await tabTo(page, code)
  await page.keyboard.type(await lastCodeFor(phone, { after: sentAt }))
  await tabTo(page, drawer.getByRole('button', { name: 'Подтвердить' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Создайте пароль' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectNoPointer(page)

  // Add a car.
  await page.goto('/my-transport')
  await tabTo(page, page.getByRole('button', { name: 'Добавить первый автомобиль' }))
  await page.keyboard.press('Enter')
  const car = page.getByRole('form', { name: 'Новый автомобиль' })
  await tabTo(page, car.getByLabel('Госномер'))
  await page.keyboard.type('М 777 ОР 93')
  await tabTo(page, car.getByLabel('Название'))
  await page.keyboard.type('Киа Рио')
  await tabTo(page, car.getByRole('button', { name: 'Добавить автомобиль' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('М 777 ОР 93')
  await expectNoPointer(page)

  // File an appeal with a point on the map.
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  const topic = page.getByLabel('Тема')
  await expect(topic).toBeEnabled()
  await tabTo(page, topic)
  // The first topic after the placeholder (typing a letter would pick by its first letter too, but
  // Playwright types Cyrillic as inserted text, which a select ignores).
  await page.keyboard.press('ArrowDown')
  await expect(topic.locator('option:checked')).toHaveText('Благоустройство')
  await tabTo(page, page.getByLabel('Опишите проблему'))
  await page.keyboard.type('Сломан фонарь у перехода, вечером темно и опасно')
  const map = page.getByRole('application', { name: 'Карта: выберите место проблемы' })
  await expect(map.locator('.leaflet-container')).toBeVisible()
  await tabTo(page, map.locator('.leaflet-container'))
  await expect(page.getByText('Точка не выбрана')).toBeVisible()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Точка не выбрана')).toHaveCount(0)
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1)
  await tabTo(page, page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Отправить обращение' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
  await expect(page.getByRole('region', { name: 'Обращение отправлено' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Место' })).toBeVisible()
  await expectNoPointer(page)
})
