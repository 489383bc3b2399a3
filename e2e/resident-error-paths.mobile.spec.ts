import type { Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { fakePushService } from './fixtures/push'
import { dropOperation, errorToast, expectDroppedRequests, NETWORK_ERROR, serveEmptyTiles } from './fixtures/network'
import { SCANS, scanInput } from './fixtures/permits'

/**
 * The error paths of the resident's actions that docs/testing/resident-journeys.md listed as
 * missing, each through the page at 375 px: the permit application's start, its autosave and the
 * server's refusal to send it; the appeal's autosave and its photo upload; turning storm alerts
 * off. In each, what is already typed or saved stays, the page says what happened, and the next
 * try succeeds.
 */
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  // No internet here: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
  await acceptCookies(page)
})

const CONSENT = /Я даю согласие на обработку персональных данных/

/** Adds the resident's first car on «Мой транспорт» and opens the permit application's car step. */
async function openApplication(page: Page, plate: string) {
  await page.goto('/my-transport')
  await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
  const form = page.getByRole('form', { name: 'Новый автомобиль' })
  await form.getByLabel('Госномер').fill(plate)
  await form.getByLabel('Название').fill('Шкода Октавия')
  await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
  await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('Шкода Октавия')
  await page.goto('/rezident-applications')
  await page.getByRole('button', { name: 'Подать заявку' }).click()
}

test.describe('the permit application', () => {
  test('a start the network drops stays on the car step and says so; retried, the application opens', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await openApplication(page, 'Е 432 КХ 93')
    await expect(page.getByText('Шаг 1 из', { exact: false })).toBeVisible()
    const restore = await dropOperation(page, 'CreateStatementMutation')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(page.getByText('Шаг 1 из', { exact: false })).toBeVisible()
    await expect(page.getByRole('radio', { name: /Е 432 КХ 93/ })).toBeChecked()

    await restore()
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect(page.getByRole('form', { name: 'Личные данные' })).toBeVisible()
    await expect(page.getByText('Шаг 2 из', { exact: false })).toBeVisible()
  })

  test('a draft save the network drops says so beside the form and keeps the tab’s copy; the next change saves it', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await openApplication(page, 'М 876 ОР 93')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    const personal = page.getByRole('form', { name: 'Личные данные' })
    await expect(personal).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible()

    const restore = await dropOperation(page, 'SavePermitDraftMutation')
    await personal.getByLabel('Фамилия').fill('Кузнецова')
    await expect(page.getByRole('status').filter({ hasText: 'Не удалось сохранить черновик на сервере' })).toHaveText(
      'Не удалось сохранить черновик на сервере: сохраним при следующем изменении. В этой вкладке ничего не потеряно.',
    )
    await expectDroppedRequests(consoleErrors, 1)
    await expect(personal.getByLabel('Фамилия')).toHaveValue('Кузнецова')

    await restore()
    await personal.getByLabel('Имя', { exact: true }).fill('Мария')
    await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible()
    // Saved on the server: closed here, it opens again with both names from the list.
    await page.getByRole('button', { name: 'Закрыть (черновик сохранится)' }).click()
    await page.evaluate(() => window.sessionStorage.clear())
    await page.reload()
    const list = page.getByRole('list', { name: 'Ваши заявки' })
    await expect(list).toContainText('Черновик')
    await list.getByRole('button', { name: /^Продолжить заявление RP-/ }).click()
    const resumed = page.getByRole('form', { name: 'Личные данные' })
    await expect(resumed.getByLabel('Фамилия')).toHaveValue('Кузнецова')
    await expect(resumed.getByLabel('Имя', { exact: true })).toHaveValue('Мария')
  })

  test('a scan upload the network drops is retried; an application already sent from another device is refused with the reason', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await openApplication(page, 'С 219 ТУ 93')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    const personal = page.getByRole('form', { name: 'Личные данные' })
    await personal.getByLabel('Фамилия').fill('Орлова')
    await personal.getByLabel('Имя', { exact: true }).fill('Анна')
    await personal.getByLabel('Дата рождения').pressSequentially('02071991')
    await personal.getByRole('radio', { name: 'Женский' }).check()
    await personal.getByRole('button', { name: 'Продолжить' }).click()
    const passport = page.getByRole('form', { name: 'Паспортные данные' })
    await passport.getByLabel('Серия паспорта').fill('0315')
    await passport.getByLabel('Номер паспорта').fill('123987')
    await passport.getByLabel('Дата выдачи').pressSequentially('15072011')
    await passport.getByLabel('Кем выдан').fill('Отделом УФМС России по Краснодарскому краю в г.-к. Анапа')
    await passport.getByLabel('Код подразделения').pressSequentially('230001')
    await passport.getByLabel('Адрес регистрации').fill('г.-к. Анапа, ул. Крымская, д. 10, кв. 4')
    await passport.getByRole('button', { name: 'Продолжить' }).click()
    const contact = page.getByRole('form', { name: 'Контактные данные' })
    await contact.getByLabel('E-mail').fill('anna@example.ru')
    await contact.getByRole('button', { name: 'Продолжить' }).click()
    // The network drops the first scan's upload: it says so, and «Повторить» sends the same file.
    await page.route('**/api/uploads/passport_first**', (route) => route.abort('connectionfailed'))
    await scanInput(page, SCANS[0][0]).setInputFiles(SCANS[0][1])
    // Said beside the scan and in the toast.
    await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR })).toBeVisible()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await page.unroute('**/api/uploads/passport_first**')
    await page.getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByText(/^Загружено/)).toHaveCount(1)
    for (const [label, file] of SCANS.slice(1)) await scanInput(page, label).setInputFiles(file)
    await expect(page.getByText(/^Загружено/)).toHaveCount(4)
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect(page.getByText('Орлова')).toBeVisible()
    const code = /RP-\d{4}-\d{6}/.exec((await page.getByRole('heading', { level: 3 }).innerText()) ?? '')![0]

    // Meanwhile the same application is sent from another device (the resident's own session).
    const sent = await page.request.post(`${SITE_URL}/api/graphql`, {
      data: {
        query:
          'mutation ($input: ResidentPermitApplicationInput!) { submitResidentPermitApplication(input: $input) { code } }',
        variables: {
          input: {
            statement_code: code,
            consent: true,
            surname: 'Орлова',
            name: 'Анна',
            patronymic: '',
            date_of_birth: '02.07.1991',
            sex: 'female',
            passport_series: '0315',
            passport_number: '123987',
            passport_issue_date: '15.07.2011',
            passport_issuing_authority: 'Отделом УФМС России по Краснодарскому краю в г.-к. Анапа',
            passport_issuing_authority_code: '230-001',
            registration_address: 'г.-к. Анапа, ул. Крымская, д. 10, кв. 4',
            contact_phone: '+7 (918) 123-45-67',
            contact_email: 'anna@example.ru',
          },
        },
      },
    })
    expect(await sent.json()).toEqual({ data: { submitResidentPermitApplication: { code } } })

    await page.getByRole('checkbox', { name: CONSENT }).check()
    await page.getByRole('button', { name: 'Отправить заявление' }).click()
    await expect(errorToast(page)).toContainText('Заявление уже отправлено')
    // Nothing typed is lost and no confirmation page is claimed.
    await expect(page).toHaveURL(/\/rezident-applications$/)
    await expect(page.getByText('Орлова')).toBeVisible()

    await page.goto('/rezident-applications')
    const item = page.getByRole('list', { name: 'Ваши заявки' }).getByRole('listitem').filter({ hasText: code })
    await expect(item).toContainText('Отправлено')
  })
})

test.describe('the appeal', () => {
  test('a draft save the network drops loses nothing: the tab keeps it, and once online it is saved and listed', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    const text = 'На перекрёстке ул. Терская и ул. Крымская не работает светофор'
    // The form, and its map, are opened twice.
    await serveEmptyTiles(page)
    await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
    const restore = await dropOperation(page, 'SaveAppealDraftMutation')
    await page.getByLabel('Опишите проблему').fill(text)
    await expectDroppedRequests(consoleErrors, 1)
    await page.goto('/moi-obrashcheniya')
    await expect(page.getByRole('list', { name: 'Черновики обращений' })).toHaveCount(0)

    // Back online, the form opens with the tab's copy and saves it on the server.
    await restore()
    const saved = page.waitForResponse((r) => {
      const body = r.request().postData() ?? ''
      return r.url().endsWith('/api/graphql') && body.includes('SaveAppealDraftMutation') && body.includes('Терская')
    })
    await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
    await expect(page.getByLabel('Опишите проблему')).toHaveValue(text)
    expect((await saved).ok()).toBe(true)
    await page.goto('/moi-obrashcheniya')
    await expect(page.getByRole('list', { name: 'Черновики обращений' })).toContainText('На перекрёстке')
  })

  test('a photo the server cannot read is refused with the reason; one the network drops is retried; the appeal is filed with it', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
    await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
    await page.getByLabel('Опишите проблему').fill('У входа в парк им. 30-летия Победы сломана скамейка')
    await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Пушкина, 1')
    const photos = page.locator('input[type="file"]')

    // A JPEG's first bytes and nothing of a picture after them: the server decodes it and refuses it.
    await photos.setInputFiles('e2e/fixtures/scans/broken-photo.jpg')
    const refused = page.getByRole('listitem').filter({ hasText: 'broken-photo.jpg' })
    await expect(refused.getByRole('alert')).toHaveText('Файл повреждён или не является изображением/PDF')
    await refused.getByRole('button', { name: 'Удалить фото broken-photo.jpg' }).click()
    await expect(refused).toHaveCount(0)

    // A real photo whose upload the network drops: «Повторить» sends the same file again.
    await page.route('**/api/uploads/appeal-photo', (route) => route.abort('connectionfailed'))
    await photos.setInputFiles('e2e/fixtures/scans/passport-first.jpg')
    const tile = page.getByRole('listitem').filter({ hasText: 'passport-first.jpg' })
    await expect(tile.getByRole('alert')).toHaveText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await page.unroute('**/api/uploads/appeal-photo')
    await tile.getByRole('button', { name: 'Повторить' }).click()
    await expect(tile.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'Фото passport-first.jpg' })).toBeVisible()
    await expect(tile.getByRole('progressbar')).toHaveCount(0)

    await page.getByRole('checkbox', { name: CONSENT }).check()
    await page.getByRole('button', { name: 'Отправить обращение' }).click()
    await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
    await expect(page.getByRole('list', { name: 'Фотографии обращения' }).getByRole('img')).toHaveCount(1)
    // The refused file's 422 is the one console line the browser logs for it.
    const refusedLine = consoleErrors.findIndex((line) => /status of 422/.test(line))
    expect(refusedLine).toBeGreaterThanOrEqual(0)
    consoleErrors.splice(refusedLine, 1)
  })
})

test('storm alerts: turning off when the network drops stops this device anyway and says the server was not told; on and off again work', async ({
  page,
  context,
  resident,
  consoleErrors,
}) => {
  void resident
  await context.grantPermissions(['notifications'], { origin: SITE_URL })
  await fakePushService(page)
  await page.goto('/upravleniye-profilem')
  const push = page.getByRole('switch', { name: 'Получать предупреждения МЧС' })
  await push.click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await expect(push).toBeChecked()

  const restore = await dropOperation(page, 'UnsubscribePushMutation')
  await push.click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  // The browser's subscription is gone, so nothing reaches this device; the switch says off.
  await expect(push).not.toBeChecked()
  expect(await page.evaluate(() => window.localStorage.getItem('e2e-push-subscription'))).toBeNull()
  await expect(page.getByText('Уведомления выключены')).toHaveCount(0)

  await restore()
  await push.click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await push.click()
  await expect(page.getByText('Уведомления выключены')).toBeVisible()
  await expect(push).not.toBeChecked()
})
