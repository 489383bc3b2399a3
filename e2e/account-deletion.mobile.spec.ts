import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { formatPrice } from '@/lib/format/price'
import { acceptCookies, expect, test } from './fixtures'
import { bookableTour, seatsLeft } from './fixtures/bookings'

/**
 * Deleting the account at 375 px while a paid booking is ahead: the confirmation says the booking
 * is cancelled and how much money comes back before anything is deleted; «Отмена» keeps it all;
 * confirming cancels the booking and gives the seats back to the session.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** One gateway operation in the page's own context (its cookie is the resident's session). */
async function gateway<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const answer = await request.post(`${SITE_URL}/api/graphql`, { data: { query, variables } })
  const body = (await answer.json()) as { data: T; errors?: unknown }
  expect(body.errors).toBeUndefined()
  return body.data
}

test('the deletion warns about a paid booking and its refund, «Отмена» keeps it, confirming returns the seats', async ({
  page,
  context,
  request,
  resident,
  editor,
}) => {
  const { slug, session } = await bookableTour(request, { paid: true })
  const { createBooking } = await gateway<{ createBooking: { id: string } }>(
    context.request,
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
    { input: { session_id: session.id, quantity: 2, request_id: randomUUID() } },
  )
  await gateway(context.request, 'mutation ($id: ID!) { payBooking(id: $id) { status } }', { id: createBooking.id })
  expect(await seatsLeft(request, slug, session.id)).toBe(session.seats_left - 2)

  await acceptCookies(page)
  await page.goto('/upravleniye-profilem')
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Удалить аккаунт?' })
  const paid = formatPrice(session.price * 2)!
  await expect(dialog).toContainText(
    `У вас 1 бронирование на будущие даты: они будут отменены, места вернутся в продажу. Оплаченные (${paid}) вернутся на карту`,
  )
  await dialog.getByRole('button', { name: 'Отмена' }).click()
  await expect(dialog).toBeHidden()
  expect(await editor.customers(resident.phone)).toHaveLength(1)

  await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
  await page.getByRole('button', { name: 'Да, удалить навсегда' }).click()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  expect(await editor.customers(resident.phone)).toEqual([])
  expect(await seatsLeft(request, slug, session.id)).toBe(session.seats_left)
})
