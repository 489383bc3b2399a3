import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import jsQR from 'jsqr'

import { expect, test } from './fixtures'
import { bookableTour } from './fixtures/bookings'
import { controlledByWorker, whileOffline } from './fixtures/network'

/**
 * A resident's own lists without a connection, at 375 px (docs/decisions/0047-resident-data-offline.md):
 * kept in IndexedDB for the resident signed in, never in the caches every visitor of the device
 * shares; offline a cabinet address shows its part of them with the time they were saved, a
 * ticket's QR code scans; sign-out deletes them.
 */
test.use({ viewport: { width: 375, height: 812 } })

const SAVED_AS_OF = /^Нет связи\. Показано по состоянию на \d\d:\d\d$/

async function gateway<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  expect(body.errors, query).toBeUndefined()
  return body.data!
}

/** A paid booking of one seat, made as the tour's page makes it; answers its id and ticket. */
async function paidBooking(page: Page, request: APIRequestContext) {
  const tour = await bookableTour(request, { seats: 1 })
  const { createBooking } = await gateway<{ createBooking: { id: string } }>(
    page.request,
    'mutation ($input: BookingInput!) { createBooking(input: $input) { id } }',
    { input: { session_id: tour.session.id, quantity: 1, request_id: randomUUID() } },
  )
  const { payBooking } = await gateway<{ payBooking: { ticket: { reference: string; code: string } } }>(
    page.request,
    'mutation ($id: ID!) { payBooking(id: $id) { ticket { reference code } } }',
    { id: createBooking.id },
  )
  return { id: createBooking.id, title: tour.title, ticket: payBooking.ticket }
}

/** A beach in the resident's favourites; answers its title and the bathing status the gateway gives now. */
async function favouriteBeach(page: Page) {
  const { beachConditions } = await gateway<{
    beachConditions: { items: { id: string; title: string; conditions: { bathing: { label: string } } }[] }
  }>(page.request, '{ beachConditions { items { id title conditions { bathing { label } } } } }')
  const beach = beachConditions.items[0]!
  await gateway(page.request, 'mutation ($slug: String!) { addFavorite(entity: BEACH, slug: $slug) { slug } }', {
    slug: beach.id,
  })
  return { title: beach.title, bathing: beach.conditions.bathing.label }
}

/**
 * The ids of the bookings in the resident's copy on the device, or null while there is none. Only
 * an existing database is opened: opening creates one, which the site would then find empty.
 */
const keptBookingIds = (page: Page) =>
  page.evaluate(async () =>
    !(await indexedDB.databases()).some((db) => db.name === 'anapa-resident')
      ? null
      : new Promise<string[] | null>((resolve) => {
          const open = indexedDB.open('anapa-resident')
          open.onerror = () => resolve(null)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('copy')) return (db.close(), resolve(null))
            const read = db.transaction('copy').objectStore('copy').get('current')
            read.onsuccess = () => {
              db.close()
              const copy = read.result as { bookings: { id: string }[] } | undefined
              resolve(copy ? copy.bookings.map((b) => b.id) : null)
            }
          }
        }),
  )

const databaseNames = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''))

/** Every address in the service worker's caches, and whether any kept text holds `secret`. */
const sharedCaches = (page: Page, secret: string) =>
  page.evaluate(async (secret) => {
    const paths: string[] = []
    let holdsSecret = false
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname)
        const response = await cache.match(request)
        if (!/^image\//.test(response?.headers.get('content-type') ?? '')) {
          holdsSecret ||= ((await response?.text()) ?? '').includes(secret)
        }
      }
    }
    return { paths, holdsSecret }
  }, secret)

/** What the QR code on the page says, read from its pixels as a scanner at the entrance would. */
async function scanQr(page: Page, name: string) {
  const image = await page.getByRole('img', { name }).evaluate(async (svg) => {
    const source = new XMLSerializer().serializeToString(svg)
    const picture = new Image()
    picture.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }))
    await picture.decode()
    const canvas = document.createElement('canvas')
    canvas.width = picture.naturalWidth
    canvas.height = picture.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(picture, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data), width, height }
  })
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null
}

test('offline, the cabinet shows the resident’s copy: the ticket’s QR scans, a favourite beach has its last conditions; sign-out deletes it', async ({
  page,
  context,
  request,
  resident: _resident,
  consoleErrors,
}) => {
  const booking = await paidBooking(page, request)
  const beach = await favouriteBeach(page)
  await page.goto('/')
  await controlledByWorker(page)
  // Opening a cabinet page online keeps the resident's lists on the device, and the page to show them.
  await page.goto('/pokupki')
  await expect(page.getByRole('link', { name: booking.title }).first()).toBeVisible()
  await expect.poll(() => keptBookingIds(page)).toEqual([booking.id])
  await expect
    .poll(() => page.evaluate(() => caches.match('/kabinet-bez-svyazi').then((kept) => Boolean(kept))))
    .toBe(true)
  // Private: in IndexedDB only, nowhere in the caches the device's visitors share.
  const shared = await sharedCaches(page, booking.ticket.reference)
  expect(shared.holdsSecret).toBe(false)
  expect(shared.paths.filter((path) => /^\/(pokupki|izbrannoe)/.test(path))).toEqual([])

  await whileOffline(context, consoleErrors, async () => {
    await page.goto(`/pokupki/${booking.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бронирование')
    await expect(page.getByRole('status').filter({ hasText: SAVED_AS_OF })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: booking.title })).toBeVisible()
    expect(await scanQr(page, `QR-код билета ${booking.ticket.reference}`)).toBe(booking.ticket.code)

    // From the list of kept bookings to the ticket, as a resident would without a connection.
    await page.goto('/pokupki')
    await page.getByRole('link', { name: booking.title }).click()
    // The worker sends a cabinet address to the page that reads the copy, naming the address.
    await expect(page).toHaveURL(new RegExp(`/kabinet-bez-svyazi\\?adres=%2Fpokupki%2F${booking.id}$`))
    await expect(page.getByRole('img', { name: `QR-код билета ${booking.ticket.reference}` })).toBeVisible()

    await page.goto('/izbrannoe')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное')
    await expect(page.getByRole('link', { name: beach.title })).toBeVisible()
    await expect(page.getByText(new RegExp(`^${beach.bathing}`))).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: SAVED_AS_OF })).toBeVisible()
  })

  // Sign-out deletes the copy; the caches never held it.
  await page.goto('/upravleniye-profilem')
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => databaseNames(page)).not.toContain('anapa-resident')
  expect((await sharedCaches(page, booking.ticket.reference)).holdsSecret).toBe(false)

  await whileOffline(context, consoleErrors, async () => {
    await page.goto(`/pokupki/${booking.id}`)
    await expect(page.getByRole('alert').filter({ hasText: 'нет сохранённых данных кабинета' })).toBeVisible()
    await expect(page.getByRole('img', { name: /QR-код/ })).toHaveCount(0)
  })
})
