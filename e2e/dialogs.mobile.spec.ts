import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, test, waitForHydration } from './fixtures'

/**
 * Every kind of our dialogs at 375 px (components/ui/Dialog): a modal <dialog> that keeps Tab inside and
 * leaves the page behind inert; Escape closes it; Back on the phone closes it and the page stays
 * (lib/history/useBackCloses.ts); closed by its own button, it leaves no history entry behind.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** Whether the dialog's own history entry is on top (lib/history/dialogHistory.ts DRAWER_ENTRY). */
const ownEntryOnTop = (page: Page) =>
  page.evaluate(() => Boolean((window.history.state as Record<string, unknown> | null)?.authDrawerEntry))

/**
 * Tab and Shift+Tab never reach the page behind the dialog. Past its last control, a modal <dialog>
 * lets the focus leave for the browser's own buttons (the page's active element is then the body),
 * as WAI-ARIA's dialog pattern allows, and the next Tab comes back into the dialog.
 */
async function tabStaysInside(page: Page, dialog: Locator) {
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab')
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : 'page',
    )
    expect(where, `Tab ${i + 1}`).not.toBe('page')
  }
}

/** Opens the dialog three times: Tab and Escape, then Back, then its close button. */
async function checkDialog(page: Page, open: () => Promise<void>, dialog: Locator, closeButton: string) {
  const url = page.url()

  await open()
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true)
  await tabStaysInside(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => ownEntryOnTop(page)).toBe(false)
  expect(page.url()).toBe(url)

  await open()
  await expect(dialog).toBeVisible()
  await expect.poll(() => ownEntryOnTop(page)).toBe(true)
  await page.goBack()
  await expect(dialog).toBeHidden()
  expect(page.url()).toBe(url)

  await open()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: closeButton, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => ownEntryOnTop(page)).toBe(false)
  expect(page.url()).toBe(url)
}

test('the menu sheet and the sign-in drawer', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/')
  await waitForHydration(page)

  await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Меню', exact: true }).click(),
    page.getByRole('dialog', { name: 'Меню' }),
    'Закрыть меню',
  )
  await checkDialog(
    page,
    () => page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click(),
    page.getByRole('dialog', { name: 'Вход' }),
    'Закрыть',
  )
  // The page under them is still the home page, with its own heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the profile panel and the confirmations of a signed-in resident', async ({ page, resident }) => {
  void resident
  await acceptCookies(page)
  await page.goto('/my-transport')
  await waitForHydration(page)

  await checkDialog(
    page,
    () => page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click(),
    page.getByRole('dialog', { name: 'Профиль' }),
    'Закрыть',
  )

  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  await page.getByLabel('Госномер').fill('М 456 ОР 123')
  await page.getByLabel('Название').fill('Семейный')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('М 456 ОР 123')
  const removeCar = page.getByRole('button', { name: 'Удалить М 456 ОР 123' })
  await checkDialog(
    page,
    () => removeCar.click(),
    page.getByRole('alertdialog', { name: 'Удалить автомобиль М 456 ОР 123?' }),
    'Отмена',
  )
  // Closing gives focus back to the button that opened it, and the car is still there.
  await expect(removeCar).toBeFocused()

  await page.goto('/upravleniye-profilem')
  await waitForHydration(page)
  await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Удалить аккаунт' }).click(),
    page.getByRole('alertdialog', { name: 'Удалить аккаунт?' }),
    'Отмена',
  )
})
