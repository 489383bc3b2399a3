#!/usr/bin/env node
// @ts-check
/**
 * How much a phone keeps for reading offline after a visitor has opened N pages
 * (lib/pwa/worker, docs/decisions/0046-service-worker-on-serwist.md): a 375 px Chromium opens the
 * first N pages of the sitemap one after another, scrolled to the bottom so every picture of the
 * page is drawn (an upper bound), then sums what each of the worker's caches holds and what the
 * browser reports for the origin. On a running site:
 *   node scripts/bench/offlineStorage.mjs --site http://127.0.0.1:3200 [--pages 50]
 */
import { chromium } from '@playwright/test'

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = args.indexOf(name)
  return i === -1 ? fallback : (args[i + 1] ?? fallback)
}
const site = option('--site', 'http://127.0.0.1:3200')
const pages = Number(option('--pages', '50'))

/**
 * `count` of the site's own pages, as its sitemap lists them, taken from each section in turn (a
 * visitor reads beaches and the journal, not fifty events).
 *
 * @param {number} count
 */
async function sitemapPaths(count) {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text()
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
  /** @type {Map<string, string[]>} */
  const sections = new Map()
  for (const path of paths) {
    const section = path.split('/')[1] ?? ''
    sections.set(section, [...(sections.get(section) ?? []), path])
  }
  const inTurns = []
  for (let i = 0; inTurns.length < Math.min(count, paths.length); i++) {
    for (const list of sections.values()) if (list[i] && inTurns.length < count) inTurns.push(list[i])
  }
  return inTurns
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  await page.goto(site)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  const paths = await sitemapPaths(pages)
  for (const path of paths) {
    await page.goto(`${site}${path}`, { waitUntil: 'load' })
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    await page.waitForLoadState('networkidle').catch(() => {})
  }
  // The worker keeps what it fetched within the fetch's own lifetime; a moment for the last writes.
  await page.waitForTimeout(2000)
  const kept = await page.evaluate(async () => {
    const rows = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      let bytes = 0
      const requests = await cache.keys()
      for (const request of requests) bytes += (await (await cache.match(request))?.blob())?.size ?? 0
      rows.push({ name, entries: requests.length, bytes })
    }
    const { usage } = await navigator.storage.estimate()
    return { rows, usage: usage ?? 0 }
  })
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} kB`
  console.log(`${paths.length} pages of ${site}, 375 px, each scrolled to the bottom`)
  for (const row of kept.rows) console.log(`${row.name}: ${row.entries} entries, ${kB(row.bytes)}`)
  const total = kept.rows.reduce((sum, row) => sum + row.bytes, 0)
  console.log(
    `caches: ${(total / 1024 / 1024).toFixed(2)} MB; the origin's storage (estimate): ${(kept.usage / 1024 / 1024).toFixed(2)} MB`,
  )
} finally {
  await browser.close()
}
