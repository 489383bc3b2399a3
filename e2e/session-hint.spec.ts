import type { BrowserContext, Page } from '@playwright/test'

import { SESSION_HINT_COOKIE } from '@/lib/sessionHint'
import { acceptCookies, expect, test } from './fixtures'

/**
 * The HttpOnly token is invisible to the page, so the gateway's signed-in hint
 * (lib/sessionHint.ts) decides whether a page loads Apollo and asks `me`. Visitors get neither.
 */

const PUBLIC_PAGES = ['/', '/plyazhi', '/zhurnal-kurorta']

/** Every request the page makes to the gateway, from now on. */
function gatewayRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/graphql') seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)

const favouritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Избранное' })

/** Hydrated and quiet: the gate has decided, and whatever it would load has been asked for. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
}

test("a visitor's public pages make no request to the gateway", async ({ page, context }) => {
  await acceptCookies(page)
  const requests = gatewayRequests(page)
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await settled(page)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toBeVisible()
    await expect(favouritesLink(page)).toBeHidden()
  }
  expect(requests).toEqual([])
  expect(await cookie(context, SESSION_HINT_COOKIE)).toBeUndefined()
})

test('a signed-in resident carries the readable hint next to the HttpOnly token and stays signed in after a reload', async ({
  page,
  context,
  resident,
}) => {
  void resident
  await acceptCookies(page)
  const token = await cookie(context, 'token')
  const hint = await cookie(context, SESSION_HINT_COOKIE)
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/', secure: token!.secure })
  expect(Math.abs(hint!.expires - token!.expires)).toBeLessThan(60)

  const requests = gatewayRequests(page)
  await page.goto('/plyazhi')
  await expect(favouritesLink(page)).toBeVisible()
  expect(await page.evaluate(() => document.cookie)).toContain(`${SESSION_HINT_COOKIE}=1`)
  await page.reload()
  await expect(favouritesLink(page)).toBeVisible()
  expect(requests.length).toBeGreaterThan(0)
})

test('a session whose token is gone is signed out on the next page, which removes the hint, and the page after asks nothing', async ({
  page,
  context,
  resident,
}) => {
  void resident
  await acceptCookies(page)
  await page.goto('/')
  await expect(favouritesLink(page)).toBeVisible()

  await context.clearCookies({ name: 'token' })
  await page.goto('/plyazhi')
  await expect.poll(() => cookie(context, SESSION_HINT_COOKIE)).toBeUndefined()
  await expect(favouritesLink(page)).toBeHidden()

  const requests = gatewayRequests(page)
  await page.goto('/zhurnal-kurorta')
  await settled(page)
  expect(requests).toEqual([])
})

test('a session from before the hint heals on its first cabinet page; signing out removes the hint', async ({
  page,
  context,
  resident,
}) => {
  void resident
  await acceptCookies(page)
  await context.clearCookies({ name: SESSION_HINT_COOKIE })
  // Without the hint a public page does not know about the session: it asks nothing.
  const requests = gatewayRequests(page)
  await page.goto('/')
  await settled(page)
  expect(requests).toEqual([])

  await page.goto('/upravleniye-profilem')
  expect(await cookie(context, SESSION_HINT_COOKIE)).toMatchObject({ value: '1', httpOnly: false })
  await page.goto('/')
  await expect(favouritesLink(page)).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(favouritesLink(page)).toBeHidden()
  expect(await cookie(context, 'token')).toBeUndefined()
  expect(await cookie(context, SESSION_HINT_COOKIE)).toBeUndefined()
})
