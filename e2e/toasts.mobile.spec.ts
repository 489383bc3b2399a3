import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { freshPhone } from './fixtures/sms'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

/** A sign-in the contract refuses, so the drawer stays open and a toast appears (docs/spec.md#8-error-catalogue). */
async function refusedSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByLabel('Номер телефона').pressSequentially(freshPhone().slice(1))
  await drawer.getByLabel('Пароль').fill('not-the-password')
  await drawer.getByRole('button', { name: 'Войти', exact: true }).click()
  return drawer
}

for (const width of [375, 320]) {
  test(`a toast leaves the drawer's title and close button free, its own close button on screen, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 })
    await acceptCookies(page)
    await page.goto('/')
    const drawer = await refusedSignIn(page)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Произошла ошибка' })
    await expect(toast).toBeVisible()
    const toastBox = await box(toast)
    expect(overlaps(toastBox, await box(drawer.getByRole('heading', { level: 2 }).first()))).toBe(false)
    expect(overlaps(toastBox, await box(drawer.getByRole('button', { name: 'Закрыть', exact: true })))).toBe(false)

    const close = toast.getByRole('button', { name: 'Закрыть уведомление' })
    await expect(close).toBeVisible()
    // Both boxes from one frame: the toast slides in, so two separate reads could straddle a move.
    const { own, button } = await toast.evaluate((element) => {
      const rect = (node: Element) => {
        const { x, y, width, height } = node.getBoundingClientRect()
        return { x, y, width, height }
      }
      return { own: rect(element), button: rect(element.querySelector('[data-close-button]')!) }
    })
    expect(button.x).toBeGreaterThanOrEqual(0)
    expect(button.x + button.width).toBeLessThanOrEqual(width)
    expect(button.x).toBeGreaterThanOrEqual(own.x)
    expect(button.y).toBeGreaterThanOrEqual(own.y)
    expect(button.x + button.width).toBeLessThanOrEqual(own.x + own.width)
    expect(button.y + button.height).toBeLessThanOrEqual(own.y + own.height)
    await close.click()
    await expect(toast).toBeHidden()
  })
}
