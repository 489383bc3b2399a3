import type { APIRequestContext, Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { acceptCookies, expect, isMapTile, test } from './fixtures'

/**
 * Booking sessions tell the truth, on a 375 px phone: an event's page offers only the event's own
 * dates and times, as its facts show them («Дата»/«Даты», «Начало»), and a tour's page no more seats
 * than its «Группа до N человек». The rules are unit- and integration-tested in the CMS
 * (packages/shared/src/bookings/schedule.test.ts, cms/src/bookings/schedule.int.test.ts); this is
 * what a resident sees.
 */

test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  // As offline, like the map's own specs: every base-map tile fails the same way.
  await page.route(
    (url) => isMapTile(url.href),
    (route) => route.abort('internetdisconnected'),
  )
})

/** The seeded children's party (tomorrow, 11:00) that offered 30.11, 04.12 and 11.12 instead of its own 28.11. */
const PARTY = 'detskiy-prazdnik-morskoe-puteshestvie'
const SUNSET_WALK = 'yakhta-vdol-vysokogo-berega'

async function sessionCount(request: APIRequestContext, kind: 'events' | 'tours', slug: string): Promise<number> {
  const answer = (await (await request.get(`${CMS_URL}/v1/${kind}/${slug}/sessions`)).json()) as { data: unknown[] }
  return answer.data.length
}

/** The value of one of the page's facts, by its label. */
const fact = (page: Page, label: RegExp) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')

/** Opens the booking widget as a signed-in resident and answers the session labels it offers. */
async function offeredSessions(page: Page): Promise<string[]> {
  // Signed in once the header shows the resident's own links.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Избранное/ })).toBeVisible()
  await page.getByRole('button', { name: 'Забронировать' }).click()
  const form = page.getByRole('form', { name: 'Бронирование' })
  const sessions = form.getByRole('group', { name: 'Сеанс' }).locator('label')
  await expect(sessions.first()).toBeVisible()
  return sessions.allInnerTexts()
}

/** dd.mm.yyyy as a comparable yyyymmdd. */
const dayKey = (date: string) => date.split('.').reverse().join('')

test('an event’s page offers only the event’s own dates and times', async ({ page, request, resident }) => {
  void resident
  const expected = await sessionCount(request, 'events', PARTY)
  expect(expected).toBeGreaterThan(0)
  await acceptCookies(page)
  await page.goto(`/afisha/${PARTY}`)
  const dates = (await fact(page, /^Дат[аы]$/).innerText()).split(/\s*–\s*/)
  const start = await fact(page, /^Начало$/).innerText()
  expect(start).toBe('11:00')
  const [first, last = first] = dates as [string, string?]

  const labels = await offeredSessions(page)
  expect(labels).toHaveLength(expected)
  for (const label of labels) {
    const [, date, time] = /(\d{2}\.\d{2}\.\d{4}), (\d{2}:\d{2})/.exec(label) ?? []
    expect(time, label).toBe(start)
    expect(dayKey(date!) >= dayKey(first) && dayKey(date!) <= dayKey(last!), `${label} within ${dates.join('–')}`).toBe(
      true,
    )
  }
  // A one-day event: its one session, on its date.
  expect(first).toBe(last)
  expect(labels).toHaveLength(1)
  expect(labels[0]).toContain(`${first}, ${start}`)
})

test('a tour’s page offers no more seats than its group, and the sunset walk not in the morning', async ({
  page,
  request,
  resident,
}) => {
  void resident
  expect(await sessionCount(request, 'tours', SUNSET_WALK)).toBeGreaterThan(0)
  await acceptCookies(page)
  await page.goto(`/ekskursii-i-tury/${SUNSET_WALK}`)
  await expect(fact(page, /^Группа$/)).toHaveText('до 10 человек')

  const labels = await offeredSessions(page)
  for (const label of labels) {
    const [, time] = /\d{2}\.\d{2}\.\d{4}, (\d{2}):\d{2}/.exec(label) ?? []
    expect(Number(time), label).toBeGreaterThanOrEqual(14)
    const seats = /из (\d+)/.exec(label)
    if (seats) expect(Number(seats[1]), label).toBeLessThanOrEqual(10)
  }
})
