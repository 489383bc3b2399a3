import { permitDecisionDate } from '@anapa/shared/statements/decisionDate'
import type { APIRequestContext } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { whileOffline } from './fixtures/network'
import { RESIDENT_PASSWORD } from './fixtures/resident'
import { SCANS, scanInput } from './fixtures/permits'

/**
 * Drafts live on the server, at 375 px. A permit application's draft
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md), at 375 px: started in one browser context, closed
 * with «Закрыть (черновик сохранится)», listed as «Черновик» in a second context where the same resident is signed in,
 * and continued there with what was typed; once sent, the confirmation page shows the number and the
 * expected decision date, and a reload keeps it.
 */
test.use({ viewport: { width: 375, height: 740 } })

/**
 * The same resident signs in on a second device with their password, through the gateway as the
 * drawer does (a second SMS code within a minute of the first would be refused by the send limit).
 */
async function passwordLogin(context: APIRequestContext, phone: string) {
  const response = await context.post(`${SITE_URL}/api/graphql`, {
    data: {
      query: 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { id } }',
      variables: { phone, password: RESIDENT_PASSWORD },
    },
  })
  const body = (await response.json()) as { errors?: unknown }
  expect(response.ok() && !body.errors, JSON.stringify(body)).toBe(true)
}

test('a permit draft started in one browser is continued in another, sent, and confirmed on a page that survives a reload', async ({
  page,
  browser,
  resident,
  consoleErrors,
}) => {
  // First browser: a car, the application opened, the personal step typed, then closed.
  await acceptCookies(page)
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  await page.getByLabel('Госномер').fill('К 321 МН 93')
  await page.getByLabel('Название').fill('Хендай Солярис')
  await page
    .getByRole('form', { name: 'Новый автомобиль' })
    .getByRole('button', { name: 'Добавить автомобиль' })
    .click()
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('К 321 МН 93')

  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  const personal = page.getByRole('form', { name: 'Личные данные' })
  await personal.getByLabel('Фамилия').fill('Соколова')
  await personal.getByLabel('Имя', { exact: true }).fill('Ирина')
  await personal.getByLabel('Дата рождения').pressSequentially('14031988')
  await personal.getByRole('radio', { name: 'Женский' }).check()
  await personal.getByRole('button', { name: 'Продолжить' }).click()
  const passport = page.getByRole('form', { name: 'Паспортные данные' })
  await passport.getByLabel('Серия паспорта').fill('0312')
  await page.getByRole('button', { name: 'Закрыть (черновик сохранится)' }).click()
  const firstList = page.getByRole('list', { name: 'Ваши заявки' })
  await expect(firstList).toContainText('Черновик')
  const code = /RP-\d{4}-\d{6}/.exec((await firstList.textContent()) ?? '')![0]

  // Second browser (another device): the same resident signs in; nothing of the first browser's storage.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 } })
  try {
    await passwordLogin(other.request, resident.phone)
    const second = await other.newPage()
    await acceptCookies(second)
    await second.goto('/rezident-applications')
    const draft = second.getByRole('listitem', { name: `Черновик ${code}` })
    await expect(draft).toContainText('Черновик')
    await expect(draft).toContainText(/удалится \d{2}\.\d{2}\.\d{4}/)
    await draft.getByRole('button', { name: `Продолжить заявление ${code}` }).click()

    // It opens where the first browser stopped, with what was typed there.
    const passport2 = second.getByRole('form', { name: 'Паспортные данные' })
    await expect(passport2.getByLabel('Серия паспорта')).toHaveValue('0312')
    await passport2.getByRole('button', { name: 'Назад' }).click()
    const personal2 = second.getByRole('form', { name: 'Личные данные' })
    await expect(personal2.getByLabel('Фамилия')).toHaveValue('Соколова')
    await expect(personal2.getByLabel('Дата рождения')).toHaveValue('14.03.1988')
    await expect(personal2.getByRole('radio', { name: 'Женский' })).toBeChecked()
    await personal2.getByRole('button', { name: 'Продолжить' }).click()

    await passport2.getByLabel('Номер паспорта').fill('456789')
    await passport2.getByLabel('Дата выдачи').pressSequentially('20042008')
    await passport2.getByLabel('Кем выдан').fill('Отделом УФМС России по Краснодарскому краю в г.-к. Анапа')
    await passport2.getByLabel('Код подразделения').pressSequentially('230001')
    await passport2.getByLabel('Адрес регистрации').fill('г.-к. Анапа, ул. Горького, д. 1, кв. 1')
    await passport2.getByRole('button', { name: 'Продолжить' }).click()
    const contact = second.getByRole('form', { name: 'Контактные данные' })
    await contact.getByLabel('E-mail').fill('irina@example.ru')
    await contact.getByRole('button', { name: 'Продолжить' }).click()
    for (const [label, file] of SCANS) await scanInput(second, label).setInputFiles(file)
    await expect(second.getByText(/^Загружено/)).toHaveCount(4)
    await second.getByRole('button', { name: 'Продолжить' }).click()
    await expect(second.getByText('Соколова')).toBeVisible()
    await second.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
    await second.getByRole('button', { name: 'Отправить заявление' }).click()

    // The confirmation page: its own address, the number, the expected decision date, what comes next.
    await expect(second).toHaveURL(new RegExp(`/rezident-applications/${code}/otpravleno$`))
    const expected = permitDecisionDate(new Date())
    const check = async () => {
      await expect(second.getByRole('heading', { level: 1, name: 'Заявление отправлено' })).toBeVisible()
      await expect(second.getByText(code, { exact: true })).toBeVisible()
      await expect(second.getByText(expected, { exact: true })).toBeVisible()
      await expect(second.getByRole('heading', { name: 'Что дальше' })).toBeVisible()
      await expect(second.getByRole('main').getByRole('link', { name: 'Вернуться к заявкам' })).toBeVisible()
      expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await check()
    await second.reload()
    await check()

    // The first browser's list now shows it sent, no longer a draft.
    await page.reload()
    const sent = page.getByRole('list', { name: 'Ваши заявки' }).getByRole('listitem').filter({ hasText: code })
    await expect(sent).toContainText('Отправлено')
    await expect(sent).toContainText(`Решение ожидается до ${expected}`)
  } finally {
    await other.close()
  }
  expect(consoleErrors).toEqual([])
})

test('a permit draft typed without a connection says it waits in the tab, and reaches the server once the connection is back', async ({
  page,
  context,
  resident: _resident,
  consoleErrors,
}) => {
  await acceptCookies(page)
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  await page.getByLabel('Госномер').fill('К 654 МН 93')
  await page.getByLabel('Название').fill('Лада Веста')
  await page
    .getByRole('form', { name: 'Новый автомобиль' })
    .getByRole('button', { name: 'Добавить автомобиль' })
    .click()
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('К 654 МН 93')
  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  const personal = page.getByRole('form', { name: 'Личные данные' })
  await personal.getByLabel('Фамилия').fill('Соколова')
  await expect(page.getByText('Черновик сохранён', { exact: true })).toBeVisible()

  await whileOffline(context, consoleErrors, async () => {
    await personal.getByLabel('Имя', { exact: true }).fill('Ирина')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Нет связи: черновик сохранён в этой вкладке. Отправится, когда появится связь.' }),
    ).toBeVisible()
  })

  // Back online, with nothing more typed: the draft that waited goes by itself.
  await expect(page.getByText('Черновик сохранён', { exact: true })).toBeVisible()
  const answer = await page.request.post('/api/graphql', {
    data: { query: '{ residentPermitApplications { draft { values { surname name } } } }' },
  })
  const { data } = (await answer.json()) as {
    data: { residentPermitApplications: { draft: { values: { surname: string; name: string } } | null }[] }
  }
  expect(data.residentPermitApplications.map((a) => a.draft?.values)).toEqual([{ surname: 'Соколова', name: 'Ирина' }])
})

test('an appeal draft typed in one browser is continued and sent from another, and confirmed on its page', async ({
  page,
  browser,
  resident,
}) => {
  const text = 'Во дворе дома по ул. Горького сломана скамейка у детской площадки'
  // As offline, like e2e/appeals.spec.ts: every base-map tile of the form's map fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
  await acceptCookies(page)
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
  // The form saves itself on the server after a pause in typing: wait for the save with the address.
  const saved = page.waitForResponse((r) => {
    const body = r.request().postData() ?? ''
    return r.url().endsWith('/api/graphql') && body.includes('SaveAppealDraftMutation') && body.includes('Горького, 5')
  })
  await page.getByLabel('Опишите проблему').fill(text)
  await page.getByLabel('Адрес').fill('г.-к. Анапа, ул. Горького, 5')
  expect((await saved).ok()).toBe(true)

  const other = await browser.newContext({ viewport: { width: 375, height: 740 } })
  try {
    await passwordLogin(other.request, resident.phone)
    const second = await other.newPage()
    await acceptCookies(second)
    await second.goto('/moi-obrashcheniya')
    const drafts = second.getByRole('list', { name: 'Черновики обращений' })
    await expect(drafts).toContainText('Черновик')
    await drafts.getByRole('link', { name: /^Продолжить черновик: Во дворе дома/ }).click()
    await expect(second).toHaveURL(/\/moi-obrashcheniya\/novoe-obrashchenie\?chernovik=[0-9a-f-]{36}$/)
    await expect(second.getByLabel('Опишите проблему')).toHaveValue(text)
    await expect(second.getByLabel('Тема')).toHaveValue(/.+/)
    await second.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
    await second.getByRole('button', { name: 'Отправить обращение' }).click()

    await expect(second).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
    const sent = second.getByRole('region', { name: 'Обращение отправлено' })
    await expect(sent).toContainText(/A-\d{4}-\d{6}/)
    await expect(sent).toContainText(/Ответ придёт до\s*\d{2}\.\d{2}\.\d{4}/)
    await second.reload()
    await expect(second.getByRole('region', { name: 'Обращение отправлено' })).toContainText(/A-\d{4}-\d{6}/)

    // Sent, the draft is gone from the list in either browser.
    await page.goto('/moi-obrashcheniya')
    await expect(page.getByRole('list', { name: 'Ваши обращения' })).toContainText('Благоустройство')
    await expect(page.getByRole('list', { name: 'Черновики обращений' })).toHaveCount(0)
  } finally {
    await other.close()
  }
  // Console errors are judged by the fixture at the end, which excuses the map's aborted tiles.
})
