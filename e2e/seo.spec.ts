import type { Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { DETAIL_OF, firstDetail, PUBLIC_ROUTES } from './fixtures/a11yRoutes'

test.beforeEach(async ({ page }) => acceptCookies(page))

/** Every JSON-LD block of the page, parsed: a block that is not valid JSON fails here. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The path of the first card's detail page in a list. */
async function firstCardPath(page: Page, list: string): Promise<string> {
  await page.goto(list)
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')
  expect(href).toMatch(new RegExp(`^${list}/`))
  return href!
}

const DETAILS = [
  { name: 'an event', list: '/afisha', type: 'Event', required: ['name', 'startDate', 'location'] },
  { name: 'a beach', list: '/plyazhi', type: 'Beach', required: ['name', 'url'] },
  { name: 'a journal article', list: '/zhurnal-kurorta', type: 'Article', required: ['headline', 'datePublished'] },
] as const

test.describe('search engines and sharing', () => {
  for (const detail of DETAILS) {
    test(`${detail.name}: JSON-LD parses and says ${detail.type} and BreadcrumbList`, async ({ page }) => {
      const path = await firstCardPath(page, detail.list)
      // A full load: crawlers read the server's HTML, not what client-side navigation renders.
      expect((await page.goto(path))?.status()).toBe(200)
      const data = await structuredData(page)
      expect(data.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', detail.type].sort())
      for (const block of data) expect(block['@context']).toBe('https://schema.org')

      const item = data.find((d) => d['@type'] === detail.type)!
      for (const property of detail.required) expect(item[property], property).toBeTruthy()
      expect(item.url).toBe(`${SITE_URL}${path}`)

      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!
      const first = (crumbs.itemListElement as { name: string; item?: string }[])[0]
      expect(first).toEqual(expect.objectContaining({ name: 'Главная', item: `${SITE_URL}/` }))

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`)
    })
  }

  test('sitemap.xml is XML listing the beaches’ pages', async ({ page }) => {
    const beach = await firstCardPath(page, '/plyazhi')
    const response = await page.request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<loc>${SITE_URL}${beach}</loc>`)
    expect(xml).toContain(`<loc>${SITE_URL}/plyazhi</loc>`)
  })

  test('robots.txt points at the sitemap and keeps crawlers out of the cabinet', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    expect(text).toContain('Disallow: /upravleniye-profilem')
    expect(text).toContain('Disallow: /readyz')
  })

  test('robots.txt gives Yandex its own group with Clean-param, and no verification tag is drawn without a code', async ({
    page,
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text()
    const yandex = text.slice(text.indexOf('User-agent: Yandex'))
    expect(yandex).toContain('Disallow: /upravleniye-profilem')
    expect(yandex).toMatch(
      /^Clean-param: utm_source&utm_medium&utm_campaign&utm_term&utm_content&yclid&gclid&fbclid&from$/m,
    )
    expect(yandex).toContain('Clean-param: page&category /zhurnal-kurorta/')
    // The e2e stack sets no YANDEX_VERIFICATION.
    await page.goto('/')
    await expect(page.locator('meta[name="yandex-verification"]')).toHaveCount(0)
  })

  test('a filtered list page is canonical at its own public URL', async ({ page }) => {
    await page.goto('/afisha?date=past')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/afisha?date=past`)
    await page.goto('/zhurnal-kurorta?page=2')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/zhurnal-kurorta?page=2`)
  })

  test('the page is in Russian and the icon sprite page stays out of search results', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page.goto('/_icons')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('link previews', () => {
  /** The page's og:image answers 200 with a picture of some size. */
  async function expectPreviewPicture(page: Page, path: string) {
    expect((await page.goto(path))?.status(), path).toBeLessThan(500)
    const url = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(url, `${path} has an og:image`).toBeTruthy()
    const answer = await page.request.get(url!)
    expect(answer.status(), `${path}: ${url}`).toBe(200)
    expect(answer.headers()['content-type'], url!).toMatch(/^image\//)
    expect((await answer.body()).length, url!).toBeGreaterThan(1000)
  }

  test('every public page has an og:image that answers with a picture', async ({ page }) => {
    for (const path of PUBLIC_ROUTES.filter((p) => p !== '/stranica-kotoroy-net'))
      await expectPreviewPicture(page, path)
  })

  test('every kind of detail page has one too, its own picture or its section’s cover', async ({ page }) => {
    for (const [list, detail] of DETAIL_OF) await expectPreviewPicture(page, await firstDetail(page, list, detail))
  })

  test('a section’s cover is a 1200 × 630 PNG; an unknown one is a 404', async ({ request }) => {
    const cover = await request.get('/api/og/plyazhi')
    expect(cover.status()).toBe(200)
    expect(cover.headers()['content-type']).toBe('image/png')
    const png = await cover.body()
    // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect((await request.get('/api/og/nichego')).status()).toBe(404)
  })
})
