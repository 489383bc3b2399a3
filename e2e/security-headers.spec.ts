import type { APIResponse, Page, Response } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import {
  CONSENT_SCRIPT,
  CONSENT_SCRIPT_SOURCE,
  SCRIPTS_AFTER_PAINT,
  SCRIPTS_AFTER_PAINT_SOURCE,
} from '@anapa/shared/security/inlineScripts'
import { ANALYTICS_STAND_IN_ORIGIN } from '@/scripts/lib/analyticsStandIn.mjs'
import { acceptCookies, expect, test } from './fixtures'

/**
 * Every page type sends the security headers, runs under its CSP without a
 * single violation (the console-error fixture fails a test on any, `securitypolicyviolation` events
 * included), and no page's HTML — `__NEXT_DATA__`, JSON-LD and og:image included — names the CMS.
 */

const CMS_HOST = new URL(CMS_URL).host

test.beforeEach(async ({ page }) => acceptCookies(page))

function expectSiteHeaders(headers: Record<string, string>, path: string) {
  const csp = headers['content-security-policy'] ?? ''
  // The site's own files, the two inline scripts by their hashes (the cookie banner's and the loader
  // of the page's scripts) and the analytics counter's host, which the e2e build has
  // (its local stand-in), and nothing else.
  expect(csp, path).toContain(
    `; script-src 'self' ${CONSENT_SCRIPT_SOURCE} ${SCRIPTS_AFTER_PAINT_SOURCE} ${ANALYTICS_STAND_IN_ORIGIN};`,
  )
  expect(csp, path).toContain("frame-ancestors 'none'")
  expect(csp, path).toContain("object-src 'none'")
  expect(csp, path).toContain("base-uri 'self'")
  expect(csp, path).toContain("form-action 'self'")
  expect(csp, path).not.toContain(CMS_HOST)
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], path).toContain('geolocation=(self)')
  expect(headers['x-frame-options'], path).toBe('DENY')
  // The e2e site is served over plain http (SITE_URL http://localhost:3200): no HSTS.
  expect(headers['strict-transport-security'], path).toBeUndefined()
}

/** The server's HTML of a page must not name the CMS anywhere. */
async function expectNoCmsAddress(response: Response | APIResponse | null, page: Page, path: string) {
  const html = (await response?.text()) ?? ''
  expect(html.length, path).toBeGreaterThan(0)
  expect(html, `${path}: server HTML`).not.toContain(CMS_HOST)
  // Executable inline scripts (not the JSON data blocks): the consent script, the loader of the page's
  // scripts and nothing else.
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g),
  ]
  expect(
    inline.map(([, text]) => text),
    `${path}: inline scripts`,
  ).toEqual([CONSENT_SCRIPT, SCRIPTS_AFTER_PAINT])
  // After hydration too: client-rendered parts (the map, the lightbox) come from the same gateway.
  expect(await page.content(), `${path}: rendered DOM`).not.toContain(CMS_HOST)
}

/** Opens a page, checks its headers and its HTML, and lets it settle so late violations surface. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  expectSiteHeaders(response!.headers(), path)
  await page.waitForLoadState('load')
  await expectNoCmsAddress(response, page, path)
  return response!
}

/** The path of the first card's detail page in a list. */
async function firstCardPath(page: Page, list: string): Promise<string> {
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')
  expect(href, list).toMatch(new RegExp(`^${list}/`))
  return href!
}

const SECTIONS = [
  '/plyazhi',
  '/afisha',
  '/ekskursii-i-tury',
  '/infrastruktura',
  '/interesnye-mesta',
  '/peshie-marshruty',
  '/zhurnal-kurorta',
]

test.describe('security headers and CSP with no CMS address in pages', () => {
  test('the home page', async ({ page }) => {
    await visit(page, '/')
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
  })

  for (const list of SECTIONS) {
    test(`${list}: the list and its first detail page`, async ({ page }) => {
      await visit(page, list)
      const detail = await firstCardPath(page, list)
      await visit(page, detail)
    })
  }

  test('a detail page’s lightbox shows pictures from the site’s own /media path', async ({ page }) => {
    await visit(page, '/plyazhi')
    await visit(page, await firstCardPath(page, '/plyazhi'))
    const og = await page.locator('meta[property="og:image"]').getAttribute('content')
    // og:image stays absolute, on the site's own origin.
    expect(og).toMatch(/^http:\/\/localhost:3200\/media\/[^/]+$/)
    await page.getByRole('button', { name: /^Открыть фото 1 из \d+$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Просмотр фото' })
    await expect(dialog).toBeVisible()
    const slide = dialog.locator('[role="group"]:not([inert])').getByRole('img')
    await expect(slide).toBeVisible()
    // currentSrc is empty until the browser has picked a source from the srcset, a moment after the
    // slide appears: wait for its choice, which must be on the site's origin.
    await expect
      .poll(() => slide.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/^http:\/\/localhost:3200\//)
    expect(await page.content()).not.toContain(CMS_HOST)
  })

  test('/karta with the map, its tiles and markers', async ({ page }) => {
    await visit(page, '/karta')
    await expect(page.locator('.leaflet-container').first()).toBeVisible()
    await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeAttached()
    expect(await page.content()).not.toContain(CMS_HOST)
  })

  test('/poisk with a query', async ({ page }) => {
    await visit(page, '/poisk')
    await visit(page, `/poisk?query=${encodeURIComponent('пляж')}`)
  })

  test('/onlayn-kamery, a stream started', async ({ page }) => {
    // The seed's stream hosts do not exist; answer for them, so only CSP could stop the request.
    const streamRequests: string[] = []
    await page.route(/^https:\/\/[^/]+\.example\/.*\.m3u8$/, async (route) => {
      streamRequests.push(route.request().url())
      await route.fulfill({ status: 404, body: '' })
    })
    await visit(page, '/onlayn-kamery')
    await page.getByRole('button', { name: 'Смотреть трансляцию' }).first().click()
    await expect(page.getByRole('button', { name: 'Попробовать ещё раз' }).first()).toBeVisible({ timeout: 20_000 })
    // connect-src let hls.js ask for the playlist (a CSP block never reaches the network).
    expect(streamRequests.length).toBeGreaterThan(0)
  })

  test('the cabinet redirect carries the headers too', async ({ request }) => {
    const response = await request.get('/upravleniye-profilem', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expectSiteHeaders(response.headers(), '/upravleniye-profilem')
  })

  test('the gateway and the 404 page carry the headers', async ({ page, request }) => {
    const gateway = await request.post('/api/graphql', {
      data: { query: '{ __typename }' },
      headers: { 'content-type': 'application/json' },
    })
    expect(gateway.headers()['x-content-type-options']).toBe('nosniff')
    const missing = await page.goto('/plyazhi/999999')
    expect(missing?.status()).toBe(404)
    expectSiteHeaders(missing!.headers(), '/plyazhi/999999')
  })
})

test.describe('media through the site origin', () => {
  test('a picture of a page is served by the site at /media/<name>, with its size kept', async ({ page, request }) => {
    await visit(page, '/plyazhi')
    const img = page.getByRole('main').locator('img[src*="/_next/image"]').first()
    await expect(img).toBeVisible()
    expect(await img.getAttribute('width')).toMatch(/^\d+$/)
    expect(await img.getAttribute('height')).toMatch(/^\d+$/)
    const src = new URL((await img.getAttribute('src'))!, 'http://localhost:3200')
    const media = src.searchParams.get('url')!
    expect(media).toMatch(/^\/media\/[^/]+$/)
    const direct = await request.get(media)
    expect(direct.status()).toBe(200)
    expect(direct.headers()['content-type']).toMatch(/^image\/(jpeg|png|webp)$/)
    expect(direct.headers()['x-content-type-options']).toBe('nosniff')
    const optimised = await request.get(src.pathname + src.search)
    expect(optimised.status()).toBe(200)
  })

  for (const path of [
    '/media/no-such-file.jpg',
    '/media/..%2F..%2Fvar%2Fsecrets.json',
    '/media/a%00.jpg',
    '/media/.env',
  ]) {
    test(`${path} is a 404, not a 500`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }
})

test.describe('the CMS', () => {
  test('the admin login page runs under a nonce CSP and refuses to be framed', async ({ page }) => {
    const response = await page.goto(`${CMS_URL}/admin/login`)
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    const csp = headers['content-security-policy'] ?? ''
    const scripts = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scripts).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('geolocation=()')
    // The admin's scripts ran (the nonce reached Next's inline scripts): the form is interactive.
    const email = page.locator('input[type="email"], input[name="email"]').first()
    await expect(email).toBeVisible()
    await email.fill('editor@example.com')
    await expect(email).toHaveValue('editor@example.com')
    await page.waitForLoadState('networkidle')
  })

  test('the REST contract and media files deny everything to documents', async ({ request }) => {
    for (const path of ['/v1/beaches', '/api/media']) {
      const response = await request.get(`${CMS_URL}${path}`)
      const headers = response.headers()
      expect(headers['content-security-policy'], path).toContain("default-src 'none'")
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['permissions-policy'], path).toContain('geolocation=()')
    }
  })
})
