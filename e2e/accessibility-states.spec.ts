import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'
import { quietTiles, violations } from './fixtures/axe'
import { bookableTour } from './fixtures/bookings'
import { addCarInWizard, fillPassportStep, fillPersonalStep, SCANS, scanInput } from './fixtures/permits'
import { freshPhone, lastCodeFor } from './fixtures/sms'

/**
 * WCAG 2.2 AA in the states a route's first render does not show (docs/testing/accessibility.md):
 * the auth drawer's seven forms, forms after an empty submit, the permit wizard's six steps and its confirmation, a booking
 * from the widget to its ticket and cancel dialog, toasts, the account-deletion dialog, the
 * lightbox and the camera player, at a phone's and a desktop's width. Each state is checked where
 * a resident meets it; a test names every state that failed, not only the first.
 */
const WIDTHS = [375, 1280]

/** axe on the page as it stands, reported under the state's name without stopping the test. */
async function checkState(page: Page, state: string) {
  expect.soft(await violations(page), state).toEqual([])
}

const drawer = (page: Page) => page.getByRole('dialog')

async function openDrawer(page: Page) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  await expect(drawer(page).getByRole('heading', { name: 'Вход' })).toBeVisible()
}

/** Asks for a code for `phone` on the drawer's current form and enters it: the next form opens. */
async function codeFor(page: Page, phone: string, { wrongFirst = false } = {}) {
  const sentAt = Date.now() - 1000
  await drawer(page).getByLabel('Номер телефона').pressSequentially(phone.slice(1))
  const consent = drawer(page).getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ })
  if (await consent.count()) await consent.check()
  await drawer(page).getByRole('button', { name: 'Получить код' }).click()
  await expect(drawer(page).getByRole('heading', { name: 'Введите код' })).toBeVisible()
  await checkState(page, 'drawer: «Введите код»')
  const code = await lastCodeFor(phone, { after: sentAt })
  if (wrongFirst) {
    await drawer(page)
      .getByLabel('Код из СМС')
      .fill(code.replace(/^./, (d) => String((Number(d) + 1) % 10)))
    await drawer(page).getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Произошла ошибка' })).toBeVisible()
    await checkState(page, 'drawer: a wrong code, its field error and toast')
  }
  await drawer(page).getByLabel('Код из СМС').fill(code)
  await drawer(page).getByRole('button', { name: 'Подтвердить' }).click()
}

async function savePassword(page: Page, password: string) {
  await drawer(page).getByLabel('Пароль', { exact: true }).fill(password)
  await drawer(page).getByLabel('Повторите пароль').fill(password)
  await drawer(page).getByRole('button', { name: 'Сохранить пароль' }).click()
}

/** Submits `scope`'s form empty and waits for the summary of its errors. */
async function submitEmpty(scope: Locator, submit: string) {
  await scope.getByRole('button', { name: submit, exact: true }).click()
  await expect(scope.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused()
}

/**
 * Holds every gateway call the page makes from now on, as a slow network would, so its loading
 * states stay on screen; `release` lets them through.
 */
async function holdGateway(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: (() => Promise<void>)[] = []
  let holding = true
  await page.route('**/api/graphql', async (route) => {
    if (!holding) return route.fallback()
    await new Promise<void>((resume) => held.push(async () => resume()))
    // A call of a page left meanwhile was cancelled with it: nothing is left to let through.
    await route.fallback().catch(() => undefined)
  })
  return {
    release: async () => {
      holding = false
      for (const resume of held.splice(0)) await resume()
    },
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } })
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page)
      await quietTiles(page)
    })

    test('the auth drawer: its seven forms, errors and a toast', async ({ page, editor }) => {
      await openDrawer(page)
      await checkState(page, 'drawer: «Вход»')
      // The drawer's short forms have no summary: the first field in error takes the focus.
      await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
      await expect(drawer(page).getByLabel('Номер телефона')).toBeFocused()
      await expect(drawer(page).getByLabel('Номер телефона')).toHaveAttribute('aria-invalid', 'true')
      await checkState(page, 'drawer: «Вход», submitted empty')

      await drawer(page).getByRole('button', { name: 'Войти по коду' }).click()
      await expect(drawer(page).getByRole('heading', { name: 'Вход по коду и регистрация' })).toBeVisible()
      await checkState(page, 'drawer: «Вход по коду и регистрация»')
      // A new resident: the code, then «Создайте пароль», then «Готово».
      await codeFor(page, freshPhone(), { wrongFirst: true })
      await expect(drawer(page).getByRole('heading', { name: 'Создайте пароль' })).toBeVisible()
      await checkState(page, 'drawer: «Создайте пароль»')
      // A password can be shown to check it (3.3.8).
      await drawer(page).getByLabel('Пароль', { exact: true }).fill('morskoy-briz-1')
      await drawer(page).getByRole('button', { name: 'Показать пароль' }).first().click()
      await expect(drawer(page).getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'text')
      await checkState(page, 'drawer: «Создайте пароль» with the password shown')
      await savePassword(page, 'morskoy-briz-1')
      // «Готово», the message form: titled by its message.
      await expect(drawer(page).getByRole('heading', { name: 'Пароль сохранён' })).toBeVisible()
      await checkState(page, 'drawer: «Готово» (the password saved)')
      await drawer(page).getByRole('button', { name: 'Готово' }).click()
      await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
      await drawer(page).getByRole('button', { name: 'Выйти' }).click()
      // Signed out, the panel closes and steps back over its own history entry; a navigation begun
      // before that step would be cut short by it.
      await expect(drawer(page)).toBeHidden()

      // A resident who forgot the password: «Восстановление пароля», the code, «Новый пароль».
      const phone = freshPhone()
      await editor.createCustomer(phone)
      await openDrawer(page)
      await drawer(page).getByRole('button', { name: 'Забыли пароль?' }).click()
      await expect(drawer(page).getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible()
      await checkState(page, 'drawer: «Восстановление пароля»')
      await codeFor(page, phone)
      await expect(drawer(page).getByRole('heading', { name: 'Новый пароль' })).toBeVisible()
      await checkState(page, 'drawer: «Новый пароль»')
    })

    test('cabinet forms after an empty submit: profile, password, a new car, a new appeal', async ({
      page,
      resident,
    }) => {
      void resident
      await page.goto('/upravleniye-profilem')
      await submitEmpty(page.getByRole('region', { name: 'Личные данные', exact: true }), 'Сохранить')
      await submitEmpty(page.getByRole('region', { name: 'Пароль', exact: true }), 'Изменить пароль')
      await checkState(page, 'profile and password with their errors')

      await page.goto('/my-transport')
      await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
      await submitEmpty(page.getByRole('form', { name: 'Новый автомобиль' }), 'Добавить автомобиль')
      await checkState(page, 'a new car with its errors')

      await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
      await expect(page.getByLabel('Тема')).toBeEnabled()
      await submitEmpty(
        page.locator('form').filter({ has: page.getByRole('button', { name: 'Отправить обращение' }) }),
        'Отправить обращение',
      )
      await checkState(page, 'a new appeal with its errors')
    })

    test('the permit wizard: each of its six steps, an empty step, and the confirmation', async ({
      page,
      resident,
    }) => {
      void resident
      await page.goto('/rezident-applications')
      await page.getByRole('button', { name: 'Подать заявку' }).click()
      await expect(page.getByText('Шаг 1 из 6')).toBeVisible()
      await checkState(page, 'the wizard, step 1 (the car)')
      await addCarInWizard(page)

      const personal = page.getByRole('form', { name: 'Личные данные' })
      await expect(page.getByText('Шаг 2 из 6')).toBeVisible()
      await checkState(page, 'the wizard, step 2 (personal data)')
      await submitEmpty(personal, 'Продолжить')
      await checkState(page, 'the wizard, step 2 with its errors')
      await fillPersonalStep(page)

      const passport = page.getByRole('form', { name: 'Паспортные данные' })
      await expect(page.getByText('Шаг 3 из 6')).toBeVisible()
      await submitEmpty(passport, 'Продолжить')
      await checkState(page, 'the wizard, step 3 (the passport) with its errors')
      await fillPassportStep(page)

      const contact = page.getByRole('form', { name: 'Контактные данные' })
      await expect(page.getByText('Шаг 4 из 6')).toBeVisible()
      await checkState(page, 'the wizard, step 4 (contacts)')
      await contact.getByLabel('E-mail').fill('irina@example.ru')
      await contact.getByRole('button', { name: 'Продолжить' }).click()

      await expect(page.getByText('Шаг 5 из 6')).toBeVisible()
      await checkState(page, 'the wizard, step 5 (scans), none uploaded')
      for (const [label, file] of SCANS) await scanInput(page, label).setInputFiles(file)
      await expect(page.getByText(/^Загружено/)).toHaveCount(4)
      await checkState(page, 'the wizard, step 5 with four scans')
      await page.getByRole('button', { name: 'Продолжить' }).click()

      await expect(page.getByText('Шаг 6 из 6')).toBeVisible()
      await checkState(page, 'the wizard, step 6 (the review)')
      await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
      await page.getByRole('button', { name: 'Отправить заявление' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Заявление отправлено' })).toBeVisible()
      await checkState(page, 'the application sent (its confirmation page)')
    })

    test('a booking: the widget and its error, the booking, the ticket and the cancel dialog', async ({
      page,
      request,
      resident,
    }) => {
      void resident
      const tour = await bookableTour(request)
      await page.goto(`/ekskursii-i-tury/${tour.slug}`)
      await page.getByRole('button', { name: 'Забронировать' }).click()
      const form = page.getByRole('form', { name: 'Бронирование' })
      await expect(form.getByRole('radio').first()).toBeVisible()
      await checkState(page, 'the booking widget')
      await submitEmpty(form, 'Забронировать')
      await checkState(page, 'the booking widget with its error')

      await form.locator('input[type="radio"]:not([disabled])').first().check()
      await form.getByRole('button', { name: 'Забронировать' }).click()
      await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
      await checkState(page, 'a booking waiting for payment')
      await page.getByRole('button', { name: 'Оплатить (тестовый режим)' }).click()
      await expect(page.getByRole('img', { name: /QR-код билета/ })).toBeVisible()
      await checkState(page, 'a paid booking with its ticket')
      await page.getByRole('button', { name: 'Отменить бронирование' }).click()
      await expect(page.getByRole('alertdialog', { name: /Отменить бронирование/ })).toBeVisible()
      await checkState(page, 'the cancel dialog')
    })

    test('loading states: the appeal topics and the notifications', async ({ page, resident }) => {
      void resident
      const gateway = await holdGateway(page)
      await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
      await expect(page.getByRole('option', { name: 'Загружаем темы…' })).toBeAttached()
      await checkState(page, 'the appeal form with its topics loading')

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Уведомления/ })
        .click()
      await expect(page.getByRole('dialog', { name: 'Уведомления' }).getByText('Загрузка…')).toBeVisible()
      await checkState(page, 'the notifications loading')

      // Let through, the panel shows what it loaded.
      await gateway.release()
      await expect(page.getByRole('dialog', { name: 'Уведомления' }).getByText('Загрузка…')).toBeHidden()
    })

    test('the account-deletion dialog', async ({ page, resident }) => {
      void resident
      await page.goto('/upravleniye-profilem')
      await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Удалить аккаунт?' })).toBeVisible()
      await checkState(page, 'the account-deletion dialog')
    })

    test('the lightbox and the camera player', async ({ page }) => {
      await page.goto('/plyazhi')
      await page.getByRole('main').getByRole('article').first().getByRole('link').click()
      await page.getByRole('button', { name: /^Открыть фото 1 из \d+$/ }).click()
      await expect(page.getByRole('dialog', { name: 'Просмотр фото' })).toBeVisible()
      await checkState(page, 'the lightbox')

      // The seed's stream hosts do not exist: the player's own error state is what a visitor meets.
      await page.route(/^https:\/\/[^/]+\.example\/.*\.m3u8$/, (route) => route.fulfill({ status: 404, body: '' }))
      await page.goto('/onlayn-kamery')
      await checkState(page, 'cameras, none playing')
      await page.getByRole('button', { name: 'Смотреть трансляцию' }).first().click()
      await expect(page.getByRole('button', { name: 'Попробовать ещё раз' }).first()).toBeVisible({ timeout: 20_000 })
      await checkState(page, 'a camera whose stream failed')
    })
  })
}
