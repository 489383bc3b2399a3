import type { APIRequestContext, Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { ANALYTICS_STAND_IN_COUNTER, ANALYTICS_STAND_IN_ORIGIN } from '@/scripts/lib/analyticsStandIn.mjs'
import { expect, test } from './fixtures'

/**
 * The e2e build has a counter id (scripts/e2e-stack.mjs) and its Метрика script comes from
 * a local stand-in that records each page view (scripts/lib/analyticsStandIn.mjs).
 */
type Hit = { counter: string; url: string; referrer: string | null }

const hitsOf = async (request: APIRequestContext): Promise<Hit[]> =>
  (await request.get(`${ANALYTICS_STAND_IN_ORIGIN}/hits`)).json() as Promise<Hit[]>

function counterRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_STAND_IN_ORIGIN)) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test('with a counter id, no analytics request is made before the visitor accepts cookies', async ({
  page,
  request,
}) => {
  await request.delete(`${ANALYTICS_STAND_IN_ORIGIN}/hits`)
  const requests = counterRequests(page)
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Все пляжи' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.reload()
  await page.waitForLoadState('networkidle')

  expect(requests).toEqual([])
  expect(await hitsOf(request)).toEqual([])
  // Nor is the counter's code in the page: the CSP names the stand-in, the page never asked it.
  expect(await page.evaluate(() => 'ym' in window)).toBe(false)
})

test('after consent, one page view for the page and one per client-side navigation', async ({ page, request }) => {
  await request.delete(`${ANALYTICS_STAND_IN_ORIGIN}/hits`)
  const requests = counterRequests(page)
  await page.goto('/plyazhi')
  await expect(page.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeVisible()
  await page.getByRole('region', { name: 'Файлы cookie' }).getByRole('button', { name: 'Принять' }).click()

  const counter = ANALYTICS_STAND_IN_COUNTER
  await expect.poll(() => hitsOf(request)).toEqual([{ counter, url: `${SITE_URL}/plyazhi`, referrer: null }])

  await page
    .getByRole('link', { name: /Пляж Джемете/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/plyazhi\/\d+$/)
  const beach = page.url()
  await expect.poll(() => hitsOf(request)).toHaveLength(2)

  await page.goBack()
  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect.poll(() => hitsOf(request)).toHaveLength(3)

  // A new page load counts itself once (the counter's own first view is off: `defer`).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeVisible()
  await expect.poll(() => hitsOf(request)).toHaveLength(4)
  await page.waitForLoadState('networkidle')

  expect(await hitsOf(request)).toEqual([
    { counter, url: `${SITE_URL}/plyazhi`, referrer: null },
    { counter, url: beach, referrer: `${SITE_URL}/plyazhi` },
    { counter, url: `${SITE_URL}/plyazhi`, referrer: beach },
    { counter, url: `${SITE_URL}/plyazhi`, referrer: null },
  ])
  // The script came once per page load, and nothing but the script and the page views went out.
  expect(requests.filter((path) => path === '/metrika/tag.js')).toHaveLength(2)
  expect(requests.filter((path) => path !== '/metrika/tag.js')).toEqual(Array(4).fill(`/watch/${counter}`))
})
