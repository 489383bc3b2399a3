import { randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookableTour } from './fixtures/bookings'
import { serveEmptyTiles } from './fixtures/network'
import { strictIcsEvent, TITLE_40_LETTERS } from '@/lib/test/strictIcs'

/**
 * A paid booking's ticket at 375 px (docs/decisions/0054-calendars-yandex-and-health.md): the .ics file
 * and the Yandex and Google Calendar links sit together, the web calendars open in a new tab with no
 * opener, and printing the page puts the ticket alone (number, event, date, place, QR code) on one
 * sheet, without the site's header, footer, bottom bar, cookie banner or buttons. The .ics file the
 * browser saves for a tour with a long Cyrillic title is read the way a strict calendar reads it.
 */
test.use({ viewport: { width: 375, height: 812 } })

async function gateway<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  expect(body.errors, query).toBeUndefined()
  return body.data!
}

/** A paid booking of one seat of `tour`'s session, made as the tour's page makes it. */
async function paidBooking(page: Page, tour: { title: string; session: { id: string } }) {
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
  const booking = await paidBooking(page, await bookableTour(request, { seats: 1 }))
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

test('the .ics of a tour with a 40-letter Cyrillic title parses strictly, whole, with the tour’s real duration', async ({
  page,
  editor,
  resident: _resident,
  consoleErrors,
}) => {
  expect([...TITLE_40_LETTERS]).toHaveLength(40)
  await serveEmptyTiles(page)
  // An editor publishes a tour of 2 h 30 min with that title and a session tomorrow at 10:00.
  const slug = `dlinnoe-nazvanie-${randomBytes(4).toString('hex')}`
  const tourId = await editor.createPublished('tours', {
    title: TITLE_40_LETTERS,
    slug,
    kind: 'excursion',
    durationMinutes: 150,
    groupSize: 10,
    priceFrom: 1200,
  })
  const startsAt = new Date(Date.now() + 86_400_000)
  startsAt.setUTCHours(7, 0, 0, 0)
  const sessionId = await editor.createPublished('booking-sessions', {
    tour: tourId,
    starts_at: startsAt.toISOString(),
    seats_total: 10,
    price: 1200,
  })
  const booking = await paidBooking(page, { title: TITLE_40_LETTERS, session: { id: String(sessionId) } })
  await page.goto(`/pokupki/${booking.id}`)

  // The file the resident saves, as the browser downloads it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('list', { name: 'Календарь' }).getByRole('link', { name: 'Добавить в календарь' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const { event } = strictIcsEvent(await readFile((await download.path())!, 'utf8'))
  expect(event.summary).toBe(TITLE_40_LETTERS)
  expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString())
  expect(event.duration.toSeconds()).toBe(150 * 60)
  expect(consoleErrors).toEqual([])
})
