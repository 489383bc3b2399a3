import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { acceptCookies, expect, test } from './fixtures'
import { controlledByWorker, DEVICE_COPY, whileOffline } from './fixtures/network'

/**
 * Reading without a connection, at 375 px (lib/pwa/worker, docs/decisions/0046-service-worker-on-serwist.md):
 * a page of every public section opened online reads offline with the «Нет связи» line and the
 * time of its copy; a page never opened gets the offline page; the visitor can clear what is kept;
 * a new worker waits for the visitor's «Обновить». The cabinet offline: offline-cabinet.mobile.spec.ts.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** Served from disk by `next start`: a test may stand in for a deploy that changes it. */
const SERVICE_WORKER_FILE = path.resolve(__dirname, '../public/sw.js')

/** The sections' own pages, and one detail page of a list, opened from it as a visitor would. */
const SECTIONS = [
  '/',
  '/afisha',
  '/ekskursii-i-tury',
  '/plyazhi',
  '/interesnye-mesta',
  '/peshie-marshruty',
  '/infrastruktura',
  '/onlayn-kamery',
  '/zhurnal-kurorta',
  '/karta',
]

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('pages of every section opened online read offline, saying as of when; others get the offline page; «Очистить» lets them go', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The banner would cover the footer's «Очистить» at 375 px until accepted.
  await acceptCookies(page)
  await page.goto('/')
  await controlledByWorker(page)

  const opened = new Map<string, string>()
  for (const path of SECTIONS) {
    await page.goto(path)
    opened.set(path, (await heading(page).first().textContent())!)
  }
  // A detail page, reached from its list.
  await page.goto('/plyazhi')
  const beachPath = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).find((p) => /^\/plyazhi\/\d+$/.test(p)),
    )
  expect(beachPath).toMatch(/^\/plyazhi\/\d+$/)
  await page.goto(beachPath!)
  const beachTitle = (await heading(page).first().textContent())!
  opened.set(beachPath!, beachTitle)
  // Online, nothing to say.
  await expect(page.getByText(DEVICE_COPY)).toHaveCount(0)

  await whileOffline(context, consoleErrors, async () => {
    for (const [path, title] of opened) {
      await page.goto(path)
      await expect(heading(page).first(), path).toHaveText(title)
      await expect(page.getByRole('status').filter({ hasText: DEVICE_COPY }), path).toBeVisible()
    }
    // The map's objects came with its page: offline its list still lists them and opens their pages.
    await page.goto('/karta')
    await page.getByRole('button', { name: 'Списком' }).click()
    const mapList = page.getByRole('region', { name: 'Список объектов' })
    expect(await mapList.getByRole('link').count()).toBeGreaterThan(10)
    await expect(mapList.getByRole('link', { name: beachTitle }).first()).toBeVisible()
    await mapList.getByRole('link', { name: beachTitle }).first().click()
    await expect(heading(page).first()).toHaveText(beachTitle)

    // A navigation inside the site, from a kept page to another kept page.
    await page.goto('/plyazhi')
    await page.goto('/zhurnal-kurorta')
    await expect(page.getByRole('status').filter({ hasText: DEVICE_COPY })).toBeVisible()

    // Never opened: the offline page, not a blank tab.
    await page.goto('/politika-konfidencialnosti')
    await expect(page.getByRole('heading', { level: 1, name: 'Нет соединения с интернетом' })).toBeVisible()
  })
  // Online again, a page from the network says nothing.
  await page.goto('/plyazhi')
  await expect(heading(page).first()).toHaveText(opened.get('/plyazhi')!)
  await expect(page.getByText(DEVICE_COPY)).toHaveCount(0)

  // The visitor sees what is kept and lets it go: offline, a page opened before is gone too.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/^Сохранено для чтения без связи: [\d,]+\sМБ/)).toBeVisible()
  await footer.getByRole('button', { name: 'Очистить' }).click()
  await expect(footer.getByRole('status').filter({ hasText: 'Сохранённые страницы удалены' })).toBeVisible()
  await whileOffline(context, consoleErrors, async () => {
    await page.goto('/afisha')
    await expect(page.getByRole('heading', { level: 1, name: 'Нет соединения с интернетом' })).toBeVisible()
  })
})

test('a new service worker waits for «Обновить», then takes over the page', async ({ page }) => {
  await page.goto('/plyazhi')
  await controlledByWorker(page)
  const original = readFileSync(SERVICE_WORKER_FILE, 'utf8')
  const { atime, mtime } = statSync(SERVICE_WORKER_FILE)
  try {
    // A release with a changed worker, as a deploy would bring.
    writeFileSync(SERVICE_WORKER_FILE, `${original}\n// e2e: a new release ${Date.now()}\n`)
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration('/').then((registration) => registration!.update()),
    )
    const offer = page.getByRole('status').filter({ hasText: 'Доступна новая версия сайта.' })
    await expect(offer).toBeVisible()
    // Nothing swapped under the visitor: the new worker waits.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => Boolean(r?.waiting))),
    ).toBe(true)

    // The page reloads under the new worker.
    const reloaded = page.waitForEvent('load')
    await offer.getByRole('button', { name: 'Обновить' }).click()
    await reloaded
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => Boolean(r?.waiting))))
      .toBe(false)
    await expect(heading(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Обновить' })).toHaveCount(0)
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, original)
    // As it was, so a later run reusing the build does not take public/ for changed.
    utimesSync(SERVICE_WORKER_FILE, atime, mtime)
  }
})
