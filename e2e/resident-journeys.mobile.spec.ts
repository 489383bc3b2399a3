import type { BrowserContext, Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { createResident } from './fixtures/resident'
import { bookableTour, seatsLeft } from './fixtures/bookings'
import { dropOperation, errorToast, expectDroppedRequests, NETWORK_ERROR, serveEmptyTiles } from './fixtures/network'
import { fakePushService } from './fixtures/push'
import { freshPhone, lastCodeFor } from './fixtures/sms'

/**
 * The resident's own actions that no other page test takes at a phone's width, each through the
 * page and each with its error path: a refusal the server gives, or a request the network drops,
 * and what the page shows then; nothing already saved is lost, and a retry succeeds. The audit of
 * every resident mutation and the test that covers it is docs/testing/resident-journeys.md.
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

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'token')

test.describe('signing in and up in the drawer', () => {
  const drawer = (page: Page) => page.getByRole('dialog')
  const openProfile = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()

  test('registration: a code request and a password save the network drops say so and keep the step; retried, the resident is in', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const phone = freshPhone()
    await page.goto('/')
    await openProfile(page)
    await drawer(page).getByRole('button', { name: 'Войти по коду' }).click()
    await drawer(page).getByLabel('Номер телефона').pressSequentially(phone.slice(1))
    await drawer(page)
      .getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ })
      .check()
    let restore = await dropOperation(page, 'SendCodeMutation')
    await drawer(page).getByRole('button', { name: 'Получить код' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    // Still the phone step, with the phone as typed and the consent given.
    await expect(drawer(page).getByLabel('Код из СМС')).toHaveCount(0)
    await expect(drawer(page).getByLabel('Номер телефона')).toHaveValue(
      `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
    )

    await restore()
    const sentAt = Date.now() - 1000
    await drawer(page).getByRole('button', { name: 'Получить код' }).click()
    await drawer(page)
      .getByLabel('Код из СМС')
      .fill(await lastCodeFor(phone, { after: sentAt }))
    await drawer(page).getByRole('button', { name: 'Подтвердить' }).click()
    const create = page.getByRole('dialog', { name: 'Создайте пароль' })
    await expect(create).toBeVisible()
    await create.getByLabel('Пароль', { exact: true }).fill('solnechnyy-bereg-5')
    await create.getByLabel('Повторите пароль').fill('solnechnyy-bereg-5')
    restore = await dropOperation(page, 'SetPasswordMutation')
    await create.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(create.getByLabel('Пароль', { exact: true })).toHaveValue('solnechnyy-bereg-5')
    await expect(create.getByLabel('Повторите пароль')).toHaveValue('solnechnyy-bereg-5')

    await restore()
    await create.getByRole('button', { name: 'Сохранить пароль' }).click()
    await drawer(page).getByRole('button', { name: 'Готово' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeVisible()
    expect(await tokenCookie(context)).toBeDefined()
  })

  test('password sign-in: a wrong password is refused on the field and in a toast; the right one signs in', async ({
    page,
    browser,
    request,
  }) => {
    // A resident with a password, made in a throwaway context; this page is signed out.
    const scratch = await browser.newContext()
    const resident = await createResident(scratch.request, request)
    await scratch.close()
    await page.goto('/')
    await openProfile(page)
    await drawer(page).getByLabel('Номер телефона').pressSequentially(resident.phone.slice(1))
    await drawer(page).getByLabel('Пароль').fill('ne-tot-parol-9')
    await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(errorToast(page)).toContainText('Неверный номер телефона или пароль')
    await expect(drawer(page).getByLabel('Пароль')).toHaveAccessibleDescription('Неверный номер телефона или пароль')
    await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toHaveCount(0)

    await drawer(page).getByLabel('Пароль').fill(resident.password)
    await drawer(page).getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeVisible()
  })

  test('recovery: an unknown phone is refused on the field; a known one sets a new password by code', async ({
    page,
    editor,
  }) => {
    await page.goto('/')
    await openProfile(page)
    await drawer(page).getByRole('button', { name: 'Забыли пароль?' }).click()
    await drawer(page).getByLabel('Номер телефона').pressSequentially(freshPhone().slice(1))
    await drawer(page).getByRole('button', { name: 'Получить код' }).click()
    await expect(drawer(page).getByText('Номер телефона не найден').first()).toBeVisible()
    await expect(drawer(page).getByLabel('Код из СМС')).toHaveCount(0)

    const phone = freshPhone()
    await editor.createCustomer(phone)
    await drawer(page).getByLabel('Номер телефона').clear()
    await drawer(page).getByLabel('Номер телефона').pressSequentially(phone.slice(1))
    const sentAt = Date.now() - 1000
    await drawer(page).getByRole('button', { name: 'Получить код' }).click()
    await drawer(page)
      .getByLabel('Код из СМС')
      .fill(await lastCodeFor(phone, { after: sentAt }))
    await drawer(page).getByRole('button', { name: 'Подтвердить' }).click()
    await drawer(page).getByLabel('Пароль', { exact: true }).fill('vysokiy-bereg-6')
    await drawer(page).getByLabel('Повторите пароль').fill('vysokiy-bereg-6')
    await drawer(page).getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(page.getByText('Пароль сохранён')).toBeVisible()
    await expect(drawer(page)).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeVisible()
  })
})

test.describe('profile and password', () => {
  test('a profile save refused because the session ended keeps what was typed; after signing back in it saves', async ({
    page,
    context,
    resident,
  }) => {
    void resident
    await page.goto('/upravleniye-profilem')
    await page.getByLabel('Имя').fill('Ольга')
    await page.getByLabel('Фамилия').fill('Кузнецова')
    await page.getByLabel('E-mail').fill('olga.kuznetsova@example.ru')

    // The session ends while the form is open (its cookie expired): the gateway refuses the save.
    const token = await tokenCookie(context)
    expect(token).toBeDefined()
    await context.clearCookies({ name: 'token' })
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(errorToast(page)).toContainText('Требуется авторизация')
    await expect(page.getByText('Данные сохранены')).toHaveCount(0)
    // What the resident typed is still there to send again.
    await expect(page.getByLabel('Имя')).toHaveValue('Ольга')
    await expect(page.getByLabel('Фамилия')).toHaveValue('Кузнецова')
    await expect(page.getByLabel('E-mail')).toHaveValue('olga.kuznetsova@example.ru')

    // Signed in again (the same session's cookie back), the same form saves, and a reload keeps it.
    await context.addCookies([token!])
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(page.getByText('Данные сохранены')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Имя')).toHaveValue('Ольга')
    await expect(page.getByLabel('Фамилия')).toHaveValue('Кузнецова')
    await expect(page.getByLabel('E-mail')).toHaveValue('olga.kuznetsova@example.ru')
  })

  test('a wrong current password is refused on its field, the new one stays typed, and the right one changes it', async ({
    page,
    resident,
  }) => {
    await page.goto('/upravleniye-profilem')
    // The section is named «Пароль» too, so the fields are looked up inside it.
    const section = page.getByRole('region', { name: 'Пароль' })
    const current = section.getByLabel('Текущий пароль')
    const next = section.getByLabel('Пароль', { exact: true })
    const repeat = section.getByLabel('Повторите пароль')
    await current.fill('ne-tot-parol-9')
    await next.fill('novyy-parol-3')
    await repeat.fill('novyy-parol-3')
    await section.getByRole('button', { name: 'Изменить пароль' }).click()
    await expect(current).toHaveAccessibleDescription(/Неверный текущий пароль/)
    await expect(page.getByText('Пароль изменён')).toHaveCount(0)
    await expect(next).toHaveValue('novyy-parol-3')
    await expect(repeat).toHaveValue('novyy-parol-3')

    await current.fill(resident.password)
    await section.getByRole('button', { name: 'Изменить пароль' }).click()
    await expect(page.getByText('Пароль изменён')).toBeVisible()
    for (const field of [current, next, repeat]) await expect(field).toHaveValue('')
  })

  test('a password change the network drops keeps the three fields typed', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    await page.goto('/upravleniye-profilem')
    const section = page.getByRole('region', { name: 'Пароль' })
    const fields = [
      section.getByLabel('Текущий пароль'),
      section.getByLabel('Пароль', { exact: true }),
      section.getByLabel('Повторите пароль'),
    ]
    await fields[0]!.fill(resident.password)
    await fields[1]!.fill('novyy-parol-4')
    await fields[2]!.fill('novyy-parol-4')
    const restore = await dropOperation(page, 'ChangePasswordMutation')
    await section.getByRole('button', { name: 'Изменить пароль' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(fields[0]!).toHaveValue(resident.password)
    await expect(fields[1]!).toHaveValue('novyy-parol-4')
    await expect(fields[2]!).toHaveValue('novyy-parol-4')

    await restore()
    await section.getByRole('button', { name: 'Изменить пароль' }).click()
    await expect(page.getByText('Пароль изменён')).toBeVisible()
  })
})

test.describe('sign-out and account deletion', () => {
  test('a sign-out the network drops leaves the resident signed in and says so; the next one signs out', async ({
    page,
    context,
    resident,
    consoleErrors,
  }) => {
    void resident
    await page.goto('/upravleniye-profilem')
    await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
    const restore = await dropOperation(page, 'LogoutMutation')
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    // Still signed in: the profile card stays open on the cabinet page, the session's cookie in place.
    await expect(page).toHaveURL(/\/upravleniye-profilem$/)
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible()
    expect(await tokenCookie(context)).toBeDefined()

    // At 375 px the toast sits over the card's last button, as it would for a resident, who closes
    // it to try again. (Sonner holds a toast while the pointer is over it, so waiting for it to
    // expire under Playwright's pointer could take forever.)
    await errorToast(page).getByRole('button', { name: 'Закрыть уведомление' }).click()
    await expect(errorToast(page)).toBeHidden()
    await restore()
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeHidden()
    expect(await tokenCookie(context)).toBeUndefined()
  })

  test('an account deletion the network drops keeps the account and the session', async ({
    page,
    context,
    resident,
    editor,
    consoleErrors,
  }) => {
    await page.goto('/upravleniye-profilem')
    const restore = await dropOperation(page, 'DeleteAccountMutation')
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
    await page.getByRole('button', { name: 'Да, удалить навсегда' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(page).toHaveURL(/\/upravleniye-profilem$/)
    expect(await tokenCookie(context)).toBeDefined()
    expect(await editor.customers(resident.phone)).toHaveLength(1)
    await restore()
  })
})

test.describe('Мой транспорт', () => {
  const PLATE = 'К 345 МН 93'

  async function addFirstCar(page: Page) {
    await page.goto('/my-transport')
    await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
    const form = page.getByRole('form', { name: 'Новый автомобиль' })
    await form.getByLabel('Госномер').fill(PLATE)
    await form.getByLabel('Название').fill('Лада Веста')
    await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
    await expect(page.getByText('Автомобиль добавлен')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Ваши автомобили' }).getByRole('listitem')).toHaveCount(1)
  }

  test('the same plate twice is refused on the plate field with a toast; the list keeps one car and the form its input', async ({
    page,
    resident,
  }) => {
    void resident
    await addFirstCar(page)
    await page.getByRole('button', { name: 'Добавить автомобиль' }).click()
    const form = page.getByRole('form', { name: 'Новый автомобиль' })
    await form.getByLabel('Госномер').fill(PLATE)
    // The check while typing warns before anything is sent.
    await expect(form.getByText(/Этот автомобиль уже есть в вашем списке/)).toBeVisible()
    await form.getByLabel('Название').fill('Вторая Веста')
    await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
    await expect(errorToast(page)).toContainText('Автомобиль с таким номером уже добавлен')
    await expect(form.getByLabel('Госномер')).toHaveAccessibleDescription('Автомобиль с таким номером уже добавлен')
    await expect(form.getByLabel('Название')).toHaveValue('Вторая Веста')
    const list = page.getByRole('list', { name: 'Ваши автомобили' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Лада Веста')

    // After a reload the saved car is all there is.
    await page.reload()
    await expect(page.getByRole('list', { name: 'Ваши автомобили' }).getByRole('listitem')).toHaveCount(1)
  })

  test('the cars arrive with the page: no loading line, no second request, nothing moves', async ({
    page,
    resident,
  }) => {
    void resident
    await addFirstCar(page)
    // The server's HTML already lists the car (getServerSideProps pre-fills the view).
    const html = await (await page.request.get('/my-transport')).text()
    expect(html).toContain('Лада Веста')
    expect(html).not.toContain('Загружаем ваши автомобили')
    // And the browser shows it without asking the gateway for the list again.
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && request.postData()?.includes('MyTransportRouteQuery')) {
        listRequests.push(request.url())
      }
    })
    await page.reload()
    await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('Лада Веста')
    await page.waitForLoadState('networkidle')
    expect(listRequests).toEqual([])
  })

  test('a car added while offline says so and keeps the form; online it is added', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await page.goto('/my-transport')
    await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
    const form = page.getByRole('form', { name: 'Новый автомобиль' })
    await form.getByLabel('Госномер').fill(PLATE)
    await form.getByLabel('Название').fill('Лада Веста')
    const restore = await dropOperation(page, 'AddCarMutation')
    await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(form.getByLabel('Госномер')).toHaveValue(PLATE)
    await expect(form.getByLabel('Название')).toHaveValue('Лада Веста')
    await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toHaveCount(0)

    await restore()
    await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
    await expect(page.getByText('Автомобиль добавлен')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('Лада Веста')
  })

  test('a rename the network drops keeps the saved name; online the new name is saved', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await addFirstCar(page)
    const list = page.getByRole('list', { name: 'Ваши автомобили' })
    const restore = await dropOperation(page, 'UpdateCarMutation')
    await page.getByRole('button', { name: `Переименовать ${PLATE}` }).click()
    const rename = page.getByRole('form', { name: `Название автомобиля ${PLATE}` })
    await rename.getByLabel('Название').fill('Семейная')
    await rename.getByRole('button', { name: 'Сохранить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(page.getByText('Название сохранено')).toHaveCount(0)
    await expect(list.getByText('Лада Веста', { exact: true })).toBeVisible()

    await restore()
    await page.reload()
    await page.getByRole('button', { name: `Переименовать ${PLATE}` }).click()
    await rename.getByLabel('Название').fill('Семейная')
    await rename.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Название сохранено')).toBeVisible()
    await expect(list.getByText('Семейная', { exact: true })).toBeVisible()
    await page.reload()
    await expect(
      page.getByRole('list', { name: 'Ваши автомобили' }).getByText('Семейная', { exact: true }),
    ).toBeVisible()
  })

  test('a rename the network drops keeps the rename form open with the typed name', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await addFirstCar(page)
    await dropOperation(page, 'UpdateCarMutation')
    await page.getByRole('button', { name: `Переименовать ${PLATE}` }).click()
    const rename = page.getByRole('form', { name: `Название автомобиля ${PLATE}` })
    await rename.getByLabel('Название').fill('Семейная')
    await rename.getByRole('button', { name: 'Сохранить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(rename.getByLabel('Название')).toHaveValue('Семейная')
  })

  test('a removal the network drops keeps the car; confirmed again online it is removed', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await addFirstCar(page)
    const restore = await dropOperation(page, 'RemoveCarMutation')
    await page.getByRole('button', { name: `Удалить ${PLATE}` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Удалить автомобиль ${PLATE}?` })
    await dialog.getByRole('button', { name: 'Удалить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(page.getByText('Машина удалена')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('Лада Веста')

    await restore()
    await dialog.getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByText('Машина удалена')).toBeVisible()
    await expect(page.getByText('У вас пока нет автомобилей')).toBeVisible()
    await page.reload()
    await expect(page.getByText('У вас пока нет автомобилей')).toBeVisible()
  })
})

test.describe('drafts', () => {
  test('a permit draft deletion the network drops keeps the draft; confirmed again online it is gone', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await page.goto('/my-transport')
    await page.getByRole('button', { name: 'Добавить первый автомобиль' }).click()
    const form = page.getByRole('form', { name: 'Новый автомобиль' })
    await form.getByLabel('Госномер').fill('Т 654 РХ 93')
    await form.getByLabel('Название').fill('Киа Рио')
    await form.getByRole('button', { name: 'Добавить автомобиль' }).click()
    await expect(page.getByRole('list', { name: 'Ваши автомобили' })).toContainText('Киа Рио')

    await page.goto('/rezident-applications')
    await page.getByRole('button', { name: 'Подать заявку' }).click()
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await page.getByRole('form', { name: 'Личные данные' }).getByLabel('Фамилия').fill('Соколова')
    await page.getByRole('button', { name: 'Закрыть (черновик сохранится)' }).click()
    const list = page.getByRole('list', { name: 'Ваши заявки' })
    await expect(list).toContainText('Черновик')
    const code = /RP-\d{4}-\d{6}/.exec((await list.textContent()) ?? '')![0]
    const draft = page.getByRole('listitem', { name: `Черновик ${code}` })

    const restore = await dropOperation(page, 'DeletePermitDraftMutation')
    await draft.getByRole('button', { name: `Удалить черновик ${code}` }).click()
    await draft.getByRole('group', { name: 'Удалить черновик?' }).getByRole('button', { name: 'Да, удалить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await expect(page.getByText('Черновик удалён')).toHaveCount(0)
    await expect(draft).toContainText('Черновик')

    await restore()
    await draft.getByRole('button', { name: `Удалить черновик ${code}` }).click()
    await draft.getByRole('group', { name: 'Удалить черновик?' }).getByRole('button', { name: 'Да, удалить' }).click()
    await expect(page.getByText('Черновик удалён')).toBeVisible()
    await expect(draft).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('listitem', { name: `Черновик ${code}` })).toHaveCount(0)
  })

  test('an appeal draft deletion the network drops keeps the draft; confirmed again online it is gone', async ({
    page,
    resident,
    consoleErrors,
  }) => {
    void resident
    await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
    await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
    // The form saves itself on the server after a pause in typing: wait for the save with the address.
    const saved = page.waitForResponse((r) => {
      const body = r.request().postData() ?? ''
      return (
        r.url().endsWith('/api/graphql') && body.includes('SaveAppealDraftMutation') && body.includes('Лермонтова, 7')
      )
    })
    await page.getByLabel('Опишите проблему').fill('На остановке по ул. Лермонтова разбито стекло павильона')
    await page.getByRole('textbox', { name: 'Адрес' }).fill('г.-к. Анапа, ул. Лермонтова, 7')
    expect((await saved).ok()).toBe(true)

    await page.goto('/moi-obrashcheniya')
    const drafts = page.getByRole('list', { name: 'Черновики обращений' })
    await expect(drafts).toContainText('Черновик')
    const restore = await dropOperation(page, 'DeleteAppealDraftMutation')
    await drafts.getByRole('button', { name: /^Удалить черновик: На остановке/ }).click()
    await drafts.getByRole('group', { name: 'Удалить черновик?' }).getByRole('button', { name: 'Да, удалить' }).click()
    await expect(errorToast(page)).toContainText(NETWORK_ERROR)
    await expectDroppedRequests(consoleErrors, 1)
    await page.reload()
    await expect(drafts).toContainText('Черновик')

    await restore()
    await drafts.getByRole('button', { name: /^Удалить черновик: На остановке/ }).click()
    await drafts.getByRole('group', { name: 'Удалить черновик?' }).getByRole('button', { name: 'Да, удалить' }).click()
    await expect(page.getByText('Черновик удалён')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Черновики обращений' })).toHaveCount(0)
  })
})

test('a booking and its payment the network drops say so and keep the choice; retried, the ticket is issued', async ({
  page,
  request,
  resident,
  consoleErrors,
}) => {
  void resident
  // The tour's page and the booking's page both draw the meeting point's small map.
  await serveEmptyTiles(page)
  const { slug } = await bookableTour(request)

  await page.goto(`/ekskursii-i-tury/${slug}`)
  await page.getByRole('button', { name: 'Забронировать' }).click()
  const form = page.getByRole('form', { name: 'Бронирование' })
  const choice = form.locator('input[type="radio"]:not([disabled])').first()
  await choice.check()
  const sessionId = await choice.inputValue()
  const before = await seatsLeft(request, slug, sessionId)
  await form.getByLabel('Количество билетов').selectOption('2')

  let restore = await dropOperation(page, 'CreateBookingMutation')
  await form.getByRole('button', { name: 'Забронировать' }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  // Still the item's page with the session and the count chosen; no seat was taken.
  await expect(page).toHaveURL(new RegExp(`/ekskursii-i-tury/${slug}(#bronirovanie)?$`))
  await expect(choice).toBeChecked()
  await expect(form.getByLabel('Количество билетов')).toHaveValue('2')
  expect(await seatsLeft(request, slug, sessionId)).toBe(before)

  await restore()
  await form.getByRole('button', { name: 'Забронировать' }).click()
  await expect(page).toHaveURL(/\/pokupki\/\d+$/)
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()

  restore = await dropOperation(page, 'PayBookingMutation')
  await page.getByRole('button', { name: 'Оплатить (тестовый режим)' }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR-код билета/ })).toHaveCount(0)

  await restore()
  await page.getByRole('button', { name: 'Оплатить (тестовый режим)' }).click()
  await expect(page.getByRole('img', { name: /QR-код билета B-\d{4}-\d{6}/ })).toBeVisible()
})

test('an appeal the network drops says so and keeps the form as typed; retried, it is filed', async ({
  page,
  resident,
  consoleErrors,
}) => {
  void resident
  const text = 'У дома по ул. Астраханской не горят фонари во дворе третью ночь'
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
  await page.getByLabel('Опишите проблему').fill(text)
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Астраханская, 88')
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()

  const restore = await dropOperation(page, 'CreateAppealMutation')
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/novoe-obrashchenie/)
  await expect(page.getByLabel('Опишите проблему')).toHaveValue(text)
  await expect(page.getByRole('textbox', { name: 'Адрес' })).toHaveValue('ул. Астраханская, 88')

  await restore()
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+/)
  await expect(page.getByText('Обращение отправлено').first()).toBeVisible()
})

test('a favourite added or removed offline goes back as it was and says so; online both stick', async ({
  page,
  resident,
  consoleErrors,
}) => {
  void resident
  await page.goto('/plyazhi')
  const card = page.getByRole('article').first()
  const title = (await card.getByRole('heading').innerText()).trim()
  const header = page.getByRole('banner')

  // Adding offline: the heart fills at once, then empties again with the reason.
  let restore = await dropOperation(page, 'AddFavoriteMutation')
  await card.getByRole('button', { name: 'Добавить в избранное' }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(card.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false')
  await expect(header.getByRole('link', { name: 'Избранное', exact: true })).toBeVisible()

  await restore()
  await card.getByRole('button', { name: 'Добавить в избранное' }).click()
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true')
  await header.getByRole('link', { name: 'Избранное: 1' }).click()
  await expect(page).toHaveURL(/\/izbrannoe$/)
  const beaches = page.getByRole('region', { name: 'Пляжи' })
  await expect(beaches.getByRole('link', { name: title })).toBeVisible()

  // Removing offline: the beach comes back into the list with the reason.
  restore = await dropOperation(page, 'RemoveFavoriteMutation')
  await beaches.getByRole('button', { name: `Убрать из избранного: ${title}` }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(beaches.getByRole('link', { name: title })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Избранное: 1' })).toBeVisible()

  await restore()
  await beaches.getByRole('button', { name: `Убрать из избранного: ${title}` }).click()
  await expect(page.getByText(/В избранном пока ничего нет/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/В избранном пока ничего нет/)).toBeVisible()
})

test('storm alerts: a subscription the CMS refuses leaves the switch off, a valid one turns it on, and off again', async ({
  page,
  context,
  resident,
}) => {
  void resident
  await context.grantPermissions(['notifications'], { origin: SITE_URL })
  await fakePushService(page)
  await page.goto('/upravleniye-profilem')
  const push = page.getByRole('switch', { name: 'Получать предупреждения МЧС' })
  await expect(push).toBeEnabled()
  await expect(push).not.toBeChecked()

  // A push service the CMS does not send to (its allow-list keeps it from posting anywhere): refused.
  await page.evaluate(() => window.localStorage.setItem('e2e-push-endpoint', 'https://push.example.com/send/e2e'))
  await push.click()
  await expect(errorToast(page)).toBeVisible()
  await expect(push).not.toBeChecked()
  await expect(page.getByText('Уведомления включены')).toHaveCount(0)
  // The browser's subscription is undone too, so the switch and the server agree.
  expect(await page.evaluate(() => window.localStorage.getItem('e2e-push-subscription'))).toBeNull()

  await page.evaluate(() => window.localStorage.removeItem('e2e-push-endpoint'))
  await push.click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await expect(push).toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Получать предупреждения МЧС' })).toBeChecked()

  await page.getByRole('switch', { name: 'Получать предупреждения МЧС' }).click()
  await expect(page.getByText('Уведомления выключены')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Получать предупреждения МЧС' })).not.toBeChecked()
  expect(await page.evaluate(() => window.localStorage.getItem('e2e-push-subscription'))).toBeNull()
})

test('storm alerts: a subscription the network drops leaves the switch off and says so', async ({
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
  await expect(push).toBeEnabled()
  const restore = await dropOperation(page, 'SubscribePushMutation')
  await push.click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(push).not.toBeChecked()

  await restore()
  await push.click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await expect(push).toBeChecked()
})
