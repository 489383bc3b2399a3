import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookableTour } from './fixtures/bookings'
import { serveEmptyTiles } from './fixtures/network'

/**
 * A paid booking's ticket at 375 px (docs/decisions/0054-calendars-yandex-and-health.md): the .ics file
 * and the Yandex and Google Calendar links sit together, the web calendars open in a new tab with no
 * opener, and printing the page puts the ticket alone (number, event, date, place, QR code) on one
 * sheet, without the site's header, footer, bottom bar, cookie banner or buttons.
 */
test.use({ viewport: { width: 375, height: 812 } })

async function gateway<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  expect(body.errors, query).toBeUndefined()
  return body.data!
}

/** A paid booking of one seat, made as the tour's page makes it. */
async function paidBooking(page: Page, request: APIRequestContext) {
  const tour = await bookableTour(request, { seats: 1 })
  const { createBooking } = await gateway<{ createBooking: { id: string } }>(
    page.request,
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
    { input: { session_id: tour.session.id, quantity: 1, request_id: randomUUID() } },
  )
  const { payBooking } = await gateway<{ payBooking: { number: string } }>(
    page.request,
    'mutation ($id: ID!) { payBooking(id: $id) { number } }',
    { id: createBooking.id },
  )
  return { id: createBooking.id, title: tour.title, number: payBooking.number }
}

test('the ticket offers three calendars and prints alone on one page', async ({
  page,
  request,
  resident: _resident,
  consoleErrors,
}) => {
  // The ticket's place is on a small map; no tile server is reachable here.
  await serveEmptyTiles(page)
  const booking = await paidBooking(page, request)
  // The cookie banner is left up on purpose: printing must leave it out.
  await page.goto(`/pokupki/${booking.id}`)
  await expect(page.getByRole('img', { name: `QR-код билета ${booking.number}` })).toBeVisible()

  const calendars = page.getByRole('list', { name: 'Календарь' })
  await expect(calendars.getByRole('link', { name: 'Добавить в календарь' })).toHaveAttribute('download', /\.ics$/)
  for (const [name, host] of [
    [/^Добавить в Яндекс Календарь/, 'calendar.yandex.ru'],
    [/^в Google Календарь/, 'calendar.google.com'],
  ] as const) {
    const link = calendars.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(new URL((await link.getAttribute('href'))!).host).toBe(host)
  }

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1, name: `Бронирование ${booking.number}` })).toBeVisible()
  await expect(page.getByRole('link', { name: booking.title })).toBeVisible()
  await expect(page.getByText('Начало', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: `QR-код билета ${booking.number}` })).toBeVisible()
  for (const chrome of [
    page.locator('header').first(),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: 'Быстрая навигация' }),
    page.getByRole('region', { name: 'Файлы cookie' }),
    page.getByRole('button', { name: 'Отменить бронирование' }),
    calendars,
  ])
    await expect(chrome).toBeHidden()

  // One A4 sheet: Chromium's PDF names each page object `/Type /Page`.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page(?![s\w])/g)).toHaveLength(1)
  expect(consoleErrors).toEqual([])
})
