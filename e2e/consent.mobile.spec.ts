import type { Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { PRIVACY_POLICY_VERSION } from '@anapa/shared/privacy/policy'
import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'
import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { freshPhone, lastCodeFor } from './fixtures/sms'
import { fillPassportStep, fillPersonalStep, SCANS, scanInput } from './fixtures/permits'

/**
 * Consent to the processing of personal data at 375 px, on the three forms that ask for it:
 * registration (the drawer's code sign-in), the appeal and the resident permit application. Each box
 * starts unticked; sending without it shows «Подтвердите согласие на обработку персональных данных»
 * and sends nothing; once ticked, the form goes through. The CMS keeps the new resident's consent
 * with the policy edition (checked here through the editors' API, as the admin shows it). Console
 * errors fail every test through the fixture (map tiles, absent here, excused).
 */
test.use({ viewport: { width: 375, height: 740 } })

const CONSENT_BOX = /Я даю согласие на обработку персональных данных/
const CONSENT_REQUIRED = 'Подтвердите согласие на обработку персональных данных'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
  // No internet here: every base-map tile fails the same way (the console fixture excuses them).
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** The customer as an editor sees it in the admin, through the CMS's own REST API. */
async function customerByPhone(phone: string): Promise<{ consent_at?: string; consent_policy_version?: string }> {
  const login = await fetch(`${CMS_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${CMS_URL}/api/customers?where[phone][equals]=${phone}&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  const { docs } = (await response.json()) as { docs: { consent_at?: string; consent_policy_version?: string }[] }
  return docs[0]!
}

test('registration by code cannot go on until the consent box is ticked; the consent is kept with the policy edition', async ({
  page,
}) => {
  const phone = freshPhone()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: 'Войти по коду' }).click()
  await drawer.getByLabel('Номер телефона').pressSequentially(phone.slice(1))
  const box = drawer.getByRole('checkbox', { name: CONSENT_BOX })
  await expect(box).not.toBeChecked()
  await expect(drawer.getByRole('link', { name: /Политикой конфиденциальности/ })).toHaveAttribute(
    'href',
    '/politika-konfidencialnosti',
  )

  await drawer.getByRole('button', { name: 'Получить код' }).click()
  await expect(drawer.getByText(CONSENT_REQUIRED)).toBeVisible()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  // Still the phone step: no code was asked for.
  await expect(drawer.getByLabel('Код из СМС')).toHaveCount(0)

  const sentAt = Date.now() - 1000
  await box.check()
  await drawer.getByRole('button', { name: 'Получить код' }).click()
  await drawer.getByLabel('Код из СМС').fill(await lastCodeFor(phone, { after: sentAt }))
  await drawer.getByRole('button', { name: 'Подтвердить' }).click()
  // Signed in as a new resident: the drawer offers to create a password.
  await expect(page.getByRole('dialog', { name: 'Создайте пароль' })).toBeVisible()

  const customer = await customerByPhone(phone)
  expect(customer.consent_policy_version).toBe(PRIVACY_POLICY_VERSION)
  expect(Date.now() - new Date(customer.consent_at!).getTime()).toBeLessThan(5 * 60_000)
})

test('an appeal cannot be sent until the consent box is ticked, then it is filed', async ({ page, resident }) => {
  void resident
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
  await page.getByLabel('Опишите проблему').fill('На детской площадке у дома сломаны качели и скамейка')
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Крымская, 120')
  const box = page.getByRole('checkbox', { name: CONSENT_BOX })
  await expect(box).not.toBeChecked()

  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  const summary = page.getByRole('group', { name: 'Исправьте ошибки' })
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: `Согласие на обработку персональных данных: ${CONSENT_REQUIRED}` }).click()
  await expect(box).toBeFocused()
  await expect(box).toBeInViewport()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/novoe-obrashchenie$/)

  await box.check()
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(page.getByText('Обращение отправлено')).toBeVisible()
  // The new appeal's page, confirming it was sent.
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
})

async function applicationUpToReview(page: Page) {
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  await page.getByLabel('Госномер').fill('К 454 МН 93')
  await page.getByLabel('Название').fill('Лада Гранта')
  await page
    .getByRole('form', { name: 'Новый автомобиль' })
    .getByRole('button', { name: 'Добавить автомобиль' })
    .click()
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('К 454 МН 93')

  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click()
  await fillPersonalStep(page)
  await fillPassportStep(page)
  const contact = page.getByRole('form', { name: 'Контактные данные' })
  await contact.getByLabel('E-mail').fill('irina@example.ru')
  await contact.getByRole('button', { name: 'Продолжить', exact: true }).click()
  for (const [label, file] of SCANS) await scanInput(page, label).setInputFiles(file)
  await expect(page.getByText(/^Загружено/)).toHaveCount(4)
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click()
  await expect(page.getByText('Соколова')).toBeVisible()
}

test('a permit application cannot be sent until the consent box is ticked, then it is sent', async ({
  page,
  resident,
}) => {
  void resident
  await applicationUpToReview(page)
  const box = page.getByRole('checkbox', { name: CONSENT_BOX })
  await expect(box).not.toBeChecked()

  await page.getByRole('button', { name: 'Отправить заявление' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Проверьте заявление' })).toContainText(
    `Согласие на обработку персональных данных: ${CONSENT_REQUIRED}`,
  )
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/rezident-applications$/)

  await box.check()
  await page.getByRole('button', { name: 'Отправить заявление' }).click()
  await expect(page).toHaveURL(/\/rezident-applications\/RP-\d{4}-\d{6}\/otpravleno$/)
})
