import type { Locator } from '@playwright/test'

import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { bookableTour } from './fixtures/bookings'
import { addCarInWizard } from './fixtures/permits'
import { freshPhone, lastCodeFor } from './fixtures/sms'

/**
 * Every cabinet form on a 375 px phone: an empty submit moves focus to the error summary at the top of
 * the form (so the errors above the fold are what the resident sees), and each of its links focuses
 * its field. A reload of a restored appeal form hydrates without a console error (the fixture fails
 * any test whose page logged one).
 */
test.use({ viewport: { width: 375, height: 667 } })

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  // No internet here: every base-map tile fails the same way (the console fixture excuses them).
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** Submits the form empty, expects focus on its summary, follows the link and expects focus on the field. */
async function emptySubmitFocusesSummary(scope: Locator, submit: string, link: string | RegExp, field: Locator) {
  await scope.getByRole('button', { name: submit, exact: true }).click()
  const summary = scope.getByRole('group', { name: 'Исправьте ошибки' })
  await expect(summary).toBeFocused()
  await expect(summary).toBeInViewport()
  await summary.getByRole('link', { name: link }).click()
  await expect(field).toBeFocused()
  await expect(field).toBeInViewport()
}

test('profile and password: an empty submit focuses the summary, its link the field', async ({ page, resident }) => {
  void resident
  await page.goto('/upravleniye-profilem')
  const profile = page.getByRole('region', { name: 'Личные данные', exact: true })
  await emptySubmitFocusesSummary(
    profile,
    'Сохранить',
    'Имя: Это обязательное поле',
    profile.getByLabel('Имя', { exact: true }),
  )
  // The plural agrees with the number (the message of docs/spec.md#5-validation-rules).
  await profile.getByLabel('Фамилия').fill('П')
  await profile.getByRole('button', { name: 'Сохранить', exact: true }).click()
  await expect(profile.getByRole('link', { name: 'Фамилия: Минимальная длина 2 символа' })).toBeVisible()

  const password = page.getByRole('region', { name: 'Пароль', exact: true })
  await emptySubmitFocusesSummary(
    password,
    'Изменить пароль',
    'Текущий пароль: Это обязательное поле',
    password.getByLabel('Текущий пароль'),
  )
})

test('a new car: an empty submit focuses the summary, its link the plate', async ({ page, resident }) => {
  void resident
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  const form = page.getByRole('form', { name: 'Новый автомобиль' })
  await emptySubmitFocusesSummary(
    form,
    'Добавить автомобиль',
    'Госномер: Это обязательное поле',
    form.getByLabel('Госномер'),
  )
})

test('the permit wizard: «Шаг N из M», and an empty step focuses the summary, its link the field', async ({
  page,
  resident,
}) => {
  void resident
  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await expect(page.getByText('Шаг 1 из 6')).toBeVisible()
  await addCarInWizard(page)

  const personal = page.getByRole('form', { name: 'Личные данные' })
  await expect(personal).toBeVisible()
  await expect(page.getByText('Шаг 2 из 6')).toBeVisible()
  await emptySubmitFocusesSummary(
    personal,
    'Продолжить',
    'Фамилия: Это обязательное поле',
    personal.getByLabel('Фамилия'),
  )
  await personal.getByRole('group', { name: 'Исправьте ошибки' }).getByRole('link', { name: /^Пол:/ }).click()
  await expect(personal.getByRole('radio', { name: 'Женский' })).toBeFocused()

  // A well-formed date that does not exist is named as such.
  await personal.getByLabel('Дата рождения').fill('31021990')
  await personal.getByRole('button', { name: 'Продолжить' }).click()
  await expect(personal.getByRole('link', { name: 'Дата рождения: Такой даты не существует' })).toBeVisible()
})

test('a new appeal: an empty submit focuses the summary, its link the topic; a reload of the restored form logs no error', async ({
  page,
  resident,
  consoleErrors,
}) => {
  void resident
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  const topic = page.getByLabel('Тема')
  await expect(topic).toBeEnabled()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Отправить обращение' }) })
  await emptySubmitFocusesSummary(form, 'Отправить обращение', 'Тема: Это обязательное поле', topic)

  await topic.selectOption({ label: 'Благоустройство' })
  const text = 'Во дворе дома на ул. Крымской сломана скамейка, торчат гвозди'
  await page.getByLabel('Опишите проблему').fill(text)
  await page.reload()
  await expect(page.getByLabel('Опишите проблему')).toHaveValue(text)
  await expect(page.getByLabel('Тема')).toHaveValue(/\d+/)
  // React reports a hydration mismatch (error #418) as a console error; the fixture would fail on it,
  // and this says which one it would have been.
  expect(consoleErrors.filter((e) => /418|hydrat/i.test(e))).toEqual([])
})

test('the booking widget: «Забронировать» without a session focuses the summary, its link a session', async ({
  page,
  resident,
  request,
}) => {
  void resident
  const { slug } = await bookableTour(request, { seats: 1 })
  await page.goto(`/ekskursii-i-tury/${slug}`)
  await page.getByRole('button', { name: 'Забронировать' }).click()
  const form = page.getByRole('form', { name: 'Бронирование' })
  await expect(form.getByRole('radio').first()).toBeVisible()
  await emptySubmitFocusesSummary(
    form,
    'Забронировать',
    'Сеанс: Выберите сеанс',
    form.locator('input[type="radio"]:not([disabled])').first(),
  )
})

test('a wrong code’s toast does not stay over «Создайте пароль»', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: 'Войти по коду' }).click()
  const sentAt = Date.now() - 1000
  await drawer.getByLabel('Номер телефона').pressSequentially(phone.slice(1))
  await drawer.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
  await drawer.getByRole('button', { name: 'Получить код' }).click()
  const code = await lastCodeFor(phone, { after: sentAt })
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10))
  await drawer.getByLabel('Код из СМС').fill(wrong)
  await drawer.getByRole('button', { name: 'Подтвердить' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Произошла ошибка' })
  await expect(toast).toBeVisible()

  await drawer.getByLabel('Код из СМС').fill(code)
  await drawer.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(page.getByRole('dialog', { name: 'Создайте пароль' })).toBeVisible()
  await expect(toast).toHaveCount(0)
})
