import { acceptCookies, expect, isMapTile, test } from './fixtures'
import { bookableTour } from './fixtures/bookings'
import { createResident, RESIDENT_PASSWORD } from './fixtures/resident'

/**
 * Bookings end to end in Chromium: a visitor signs in from «Забронировать» on a tour's page,
 * books two tickets, pays with the test provider and finds the ticket with its QR code in /pokupki;
 * a second resident opening the first one's booking URL gets the 404 page.
 */

test.beforeEach(async ({ page }) => {
  // As offline, like the map's own specs: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

test('a visitor signs in from «Забронировать», books two tickets, pays with the test provider and finds the ticket with its QR code', async ({
  page,
  request,
  browser,
}) => {
  const tour = await bookableTour(request)
  // A resident with a password, made through the API in a throwaway context; this page is signed out.
  const scratch = await browser.newContext()
  const resident = await createResident(scratch.request, request)
  await scratch.close()

  await acceptCookies(page)
  await page.goto(`/ekskursii-i-tury/${tour.slug}`)
  await page.getByRole('button', { name: 'Забронировать' }).click()
  const drawer = page.getByRole('dialog', { name: 'Вход' })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Номер телефона').pressSequentially(resident.phone.slice(1))
  await drawer.getByLabel('Пароль').fill(RESIDENT_PASSWORD)
  await drawer.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(drawer).toBeHidden()

  // Back on the tour's page at the booking, with the widget open.
  await expect(page).toHaveURL(new RegExp(`/ekskursii-i-tury/${tour.slug}#bronirovanie$`))
  const form = page.getByRole('form', { name: 'Бронирование' })
  await form.locator('input[type="radio"]:not([disabled])').first().check()
  await form.getByLabel('Количество билетов').selectOption('2')
  await expect(form.getByText(/^Итого: /)).toBeVisible()
  await form.getByRole('button', { name: 'Забронировать' }).click()

  await expect(page).toHaveURL(/\/pokupki\/\d+$/)
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить (тестовый режим)' }).click()
  await expect(page.getByRole('img', { name: /QR-код билета B-\d{4}-\d{6}/ })).toBeVisible()
  const bookingUrl = page.url()

  await page.goto('/pokupki')
  const upcoming = page.getByRole('list', { name: 'Предстоящие бронирования' })
  await expect(upcoming.getByRole('listitem').first()).toContainText('Оплачено')
  await expect(upcoming.getByRole('listitem').first()).toContainText('билетов: 2')
  await upcoming.getByRole('link', { name: tour.title }).first().click()
  await expect(page.getByRole('img', { name: /QR-код билета/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Добавить в календарь' })).toHaveAttribute('download', /\.ics$/)

  // Another resident gets the 404 page for this booking, by either of its addresses.
  const other = await browser.newContext()
  await createResident(other.request, request)
  const stranger = await other.newPage()
  const id = /\/pokupki\/(\d+)$/.exec(bookingUrl)![1]
  for (const url of [bookingUrl, `/pokupki/detail-tury?booking=${id}`]) {
    const response = await stranger.goto(url)
    expect(response?.status()).toBe(404)
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Извините, страница не найдена')
  }
  await other.close()
})
