import type { Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { freshPhone, lastCodeFor } from './fixtures/sms'

const PASSWORD = 'morskoy-briz-1'
const NEW_PASSWORD = 'vysokiy-bereg-2'

const drawer = (page: Page) => page.getByRole('dialog')

async function openProfile(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
}

/** Types a phone as a person would: digits only, the mask adds the rest. */
async function enterPhone(page: Page, phone: string) {
  await drawer(page).getByLabel('Номер телефона').pressSequentially(phone.slice(1))
}

async function enterCode(page: Page, phone: string, after: number) {
  const code = await lastCodeFor(phone, { after })
  await drawer(page).getByLabel('Код из СМС').fill(code)
  await drawer(page).getByRole('button', { name: 'Подтвердить' }).click()
}

test('a resident signs up by code in the drawer, keeps a 30-day HttpOnly session and signs back in with the password', async ({
  page,
  context,
}) => {
  await acceptCookies(page)
  const phone = freshPhone()
  await page.goto('/')

  // Sign up by code (docs/spec.md#4-states-and-transitions Login by code), then create a password.
  await openProfile(page)
  await drawer(page).getByRole('button', { name: 'Войти по коду' }).click()
  const sentAt = Date.now() - 1000
  await enterPhone(page, phone)
  await drawer(page)
    .getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ })
    .check()
  await drawer(page).getByRole('button', { name: 'Получить код' }).click()
  // A resend would be refused for a minute, so it waits and says how long.
  await expect(drawer(page).getByRole('button', { name: 'Отправить код ещё раз' })).toBeDisabled()
  await expect(drawer(page).getByText(/^через (1:00|0:[0-5]\d)$/)).toBeVisible()
  await enterCode(page, phone, sentAt)
  await drawer(page).getByLabel('Пароль', { exact: true }).fill(PASSWORD)
  await drawer(page).getByLabel('Повторите пароль').fill(PASSWORD)
  await drawer(page).getByRole('button', { name: 'Сохранить пароль' }).click()
  await drawer(page).getByRole('button', { name: 'Готово' }).click()
  await expect(drawer(page)).toBeHidden()

  const token = (await context.cookies()).find((c) => c.name === 'token')
  expect(token).toBeDefined()
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  const days = (token!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThanOrEqual(30)
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=')

  // Signed in: favourites and the bell appear (docs/spec.md#2-screens-and-routes Header).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное' })).toBeVisible()

  // Sign out in the drawer (a public page stays where it is), then sign in with the password.
  await openProfile(page)
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное' })).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  await openProfile(page)
  await enterPhone(page, phone)
  // docs/spec.md#8-error-catalogue: a wrong password is a toast as well as the field's error.
  await drawer(page).getByLabel('Пароль').fill('not-the-password')
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByText('Произошла ошибка')).toBeVisible()
  await expect(drawer(page).getByLabel('Пароль')).toHaveAccessibleDescription('Неверный номер телефона или пароль')
  await drawer(page).getByLabel('Пароль').fill(PASSWORD)
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer(page)).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное' })).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'token')).toMatchObject({ httpOnly: true })
})

test('a resident updates the profile, and it stays after a reload and a new sign-in', async ({
  page,
  context,
  resident,
}) => {
  await acceptCookies(page)
  // docs/spec.md#5-validation-rules Profile update.
  await page.goto('/upravleniye-profilem')
  await page.getByLabel('Имя').fill('Анна')
  await page.getByLabel('Фамилия').fill('Смирнова')
  await page.getByLabel('E-mail').fill('anna.smirnova@example.ru')
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
  await expect(page.getByText('Данные сохранены')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Имя')).toHaveValue('Анна')

  // A new session (the cookie gone, then the password in the drawer) shows the saved name.
  await context.clearCookies({ name: 'token' })
  await page.goto('/')
  await openProfile(page)
  await enterPhone(page, resident.phone)
  await drawer(page).getByLabel('Пароль').fill(resident.password)
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer(page)).toBeHidden()
  await openProfile(page)
  await expect(page.getByText('Анна Смирнова')).toBeVisible()
})

test('changing the password empties the three password fields', async ({ page, resident }) => {
  await acceptCookies(page)
  await page.goto('/upravleniye-profilem')
  // The section is named «Пароль» too, so the fields are looked up inside it.
  const section = page.getByRole('region', { name: 'Пароль' })
  const fields = [
    section.getByLabel('Текущий пароль'),
    section.getByLabel('Пароль', { exact: true }),
    section.getByLabel('Повторите пароль'),
  ]
  await fields[0]!.fill(resident.password)
  await fields[1]!.fill('novyy-parol-2')
  await fields[2]!.fill('novyy-parol-2')
  await page.getByRole('button', { name: 'Изменить пароль' }).click()
  await expect(page.getByText('Пароль изменён')).toBeVisible()
  for (const field of fields) await expect(field).toHaveValue('')
})

test('signing out on a cabinet page goes home and removes the cookie', async ({ page, context, resident }) => {
  await acceptCookies(page)
  // docs/spec.md#4-states-and-transitions: logout from a page that requires auth leads home.
  await page.goto('/upravleniye-profilem')
  await openProfile(page)
  // The fixture's resident is the one signed in (docs/spec.md#5-validation-rules: the phone as +7 (XXX) XXX-XX-XX).
  const p = resident.phone
  await expect(
    drawer(page).getByText(`+7 (${p.slice(1, 4)}) ${p.slice(4, 7)}-${p.slice(7, 9)}-${p.slice(9)}`),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
})

test('deleting the account removes the cookie and closes the cabinet again', async ({
  page,
  context,
  resident,
  editor,
}) => {
  await acceptCookies(page)
  await page.goto('/upravleniye-profilem')
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
  await page.getByRole('button', { name: 'Да, удалить навсегда' }).click()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
  const guarded = await page.request.get('/upravleniye-profilem', { maxRedirects: 0 })
  expect(guarded.status()).toBe(307)
  expect(await editor.customers(resident.phone)).toEqual([])
})

test('a resident recovers a forgotten password by code', async ({ page, editor }) => {
  await acceptCookies(page)
  // A resident who exists already; a fresh phone, since sends are limited to one a minute per phone.
  const phone = freshPhone()
  await editor.createCustomer(phone)
  await page.goto('/')
  await openProfile(page)
  await drawer(page).getByRole('button', { name: 'Забыли пароль?' }).click()
  const sentAt = Date.now() - 1000
  await enterPhone(page, phone)
  await drawer(page).getByRole('button', { name: 'Получить код' }).click()
  await enterCode(page, phone, sentAt)
  await drawer(page).getByLabel('Пароль', { exact: true }).fill(NEW_PASSWORD)
  await drawer(page).getByLabel('Повторите пароль').fill(NEW_PASSWORD)
  await drawer(page).getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByText('Пароль сохранён')).toBeVisible()
  await expect(drawer(page)).toBeHidden()

  // The new password works.
  await openProfile(page)
  await page.getByRole('button', { name: 'Выйти' }).click()
  await openProfile(page)
  await enterPhone(page, phone)
  await drawer(page).getByLabel('Пароль').fill(NEW_PASSWORD)
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer(page)).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Избранное' })).toBeVisible()
})

test('the forms validate on the client first and show the spec messages', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/')
  await openProfile(page)
  const mutations: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && /mutation/.test(request.postData() ?? ''))
      mutations.push(request.url())
  })
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer(page).getByText('Это обязательное поле').first()).toBeVisible()
  await drawer(page).getByLabel('Пароль').fill('123')
  await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer(page).getByText('Минимальная длина 6 символов')).toBeVisible()
  expect(mutations).toEqual([])
})

test('recovery for an unknown phone says so on the field', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/')
  await openProfile(page)
  await drawer(page).getByRole('button', { name: 'Забыли пароль?' }).click()
  await enterPhone(page, freshPhone())
  await drawer(page).getByRole('button', { name: 'Получить код' }).click()
  await expect(drawer(page).getByText('Номер телефона не найден').first()).toBeVisible()
})
