import { acceptCookies, expect, test } from './fixtures'

/**
 * Cars and permit applications at the narrowest width the site supports (docs/architecture.md#6-ui: mobile first
 * from 320 px), by keyboard.
 */
test.use({ viewport: { width: 320, height: 640 } })

const fitsWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('Мой транспорт and the application fit 320 px and work from the keyboard', async ({ page, resident }) => {
  void resident
  await acceptCookies(page)
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).focus()
  await page.keyboard.press('Enter')
  await page.getByLabel('Госномер').fill('М 456 ОР 123')
  await page.getByLabel('Название').fill('Очень длинное название автомобиля, которое не помещается в одну строку')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('М 456 ОР 123')
  expect(await fitsWidth(page)).toBe(true)

  // Remove by keyboard: the dialog takes focus on «Отмена», Escape closes it and focus comes back.
  await page.getByRole('button', { name: 'Удалить М 456 ОР 123' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Отмена' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Удалить М 456 ОР 123' })).toBeFocused()

  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
})
