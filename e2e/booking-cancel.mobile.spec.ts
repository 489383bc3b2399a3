import type { APIRequestContext, Page } from '@playwright/test'

import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { bookableTour, seatsLeft, sessionsOf, type TourSession } from './fixtures/bookings'

/**
 * A resident's whole booking at 375 px: book, pay, the ticket, cancel. The seats go back to the
 * session and the staff's check at the entrance (verifyTicket) reads the ticket as cancelled.
 * Cancelling used to fail on every booking: the gateway's call had no body and nothing sent it.
 */
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  // No internet here: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** Books two tickets of the tour's first open session through its page; answers the session booked. */
async function bookTwo(page: Page, request: APIRequestContext, slug: string): Promise<TourSession> {
  await page.goto(`/ekskursii-i-tury/${slug}`)
  await page.getByRole('button', { name: 'Забронировать' }).click()
  const form = page.getByRole('form', { name: 'Бронирование' })
  const choice = form.locator('input[type="radio"]:not([disabled])').first()
  await choice.check()
  const sessionId = await choice.inputValue()
  const before = (await sessionsOf(request, slug)).find((s) => s.id === sessionId)!
  await form.getByLabel('Количество билетов').selectOption('2')
  await form.getByRole('button', { name: 'Забронировать' }).click()
  await expect(page).toHaveURL(/\/pokupki\/\d+$/)
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
  return before
}

test('book → pay → ticket → cancel: the seats come back and the ticket is invalid at the entrance', async ({
  page,
  request,
  resident,
  editor,
}) => {
  void resident
  const tour = await bookableTour(request)
  await acceptCookies(page)
  const session = await bookTwo(page, request, tour.slug)
  expect(await seatsLeft(request, tour.slug, session.id)).toBe(session.seats_left - 2)

  await page.getByRole('button', { name: 'Оплатить (тестовый режим)' }).click()
  const qr = page.getByRole('img', { name: /QR-код билета B-\d{4}-\d{6}/ })
  await expect(qr).toBeVisible()
  // The QR code's text, as the scanner at the entrance reads it: the booking's ticket code.
  const id = /\/pokupki\/(\d+)$/.exec(page.url())![1]
  const answer = await page.request.post('/api/graphql', {
    data: { query: 'query ($id: ID!) { booking(id: $id) { ticket { code } } }', variables: { id } },
  })
  const code = ((await answer.json()) as { data: { booking: { ticket: { code: string } } } }).data.booking.ticket.code
  expect(await editor.verifyTicket(code)).toMatchObject({ valid: true, message: 'Билет действителен' })

  await page.getByRole('button', { name: 'Отменить бронирование' }).click()
  const dialog = page.getByRole('alertdialog', { name: /Отменить бронирование B-\d{4}-\d{6}\?/ })
  await expect(dialog).toContainText('вернутся на карту, с которой вы платили, в течение 10 дней.')
  await dialog.getByRole('button', { name: 'Да, отменить' }).click()

  await expect(page.getByText('Отменено', { exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Бронирование отменено' })).toContainText(
    'места вернулись в продажу',
  )
  await expect(qr).toBeHidden()
  await expect(page.getByRole('button', { name: 'Отменить бронирование' })).toBeHidden()
  expect(await seatsLeft(request, tour.slug, session.id)).toBe(session.seats_left)
  expect(await editor.verifyTicket(code, { admit: true })).toMatchObject({
    valid: false,
    message: 'Билет отменён',
    status: 'cancelled',
  })

  // The list puts it under «Отменённые», not «Предстоящие».
  await page.goto('/pokupki')
  await expect(page.getByRole('list', { name: 'Отменённые бронирования' })).toContainText(tour.title)
  await expect(page.getByRole('list', { name: 'Предстоящие бронирования' })).toHaveCount(0)
  // The route table's tour purchases list it too; the event purchases do not.
  await page.goto('/pokupki/detail-tury')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Экскурсии и туры')
  await expect(page.getByRole('list', { name: 'Отменённые бронирования' })).toContainText(tour.title)
  await page.goto('/pokupki/detail-sobitiya')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Билеты на события')
  await expect(page.getByRole('list', { name: 'Отменённые бронирования' })).toHaveCount(0)
})

test('a cancellation that does not reach the server leaves the booking as it was and says so', async ({
  page,
  request,
  resident,
  consoleErrors,
}) => {
  void resident
  const tour = await bookableTour(request)
  await acceptCookies(page)
  const session = await bookTwo(page, request, tour.slug)
  await page.route('**/api/graphql', async (route) => {
    if (/CancelBookingMutation/.test(route.request().postData() ?? '')) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await page.getByRole('button', { name: 'Отменить бронирование' }).click()
  await page.getByRole('button', { name: 'Да, отменить' }).click()
  await expect(
    page.getByText('Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз'),
  ).toBeVisible()
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Отменить бронирование' })).toBeVisible()
  // The browser logs the request this test cut; that one line is expected, any other is not.
  const cut = consoleErrors.findIndex((text) => /ERR_INTERNET_DISCONNECTED/.test(text))
  expect(cut).toBeGreaterThanOrEqual(0)
  consoleErrors.splice(cut, 1)
  // Nothing was cancelled: the two seats are still held.
  expect(await seatsLeft(request, tour.slug, session.id)).toBe(session.seats_left - 2)
})
