import { COMPILE_HINT } from '@/lib/build/compileHints'

import { expect, test, waitForHydration } from './fixtures'

/**
 * What a page loads on a phone: the page itself, not the pages its links lead to.
 * Other pages' data and code are fetched when a visitor shows intent (pointer on a link).
 */
test('the home page loads no other page until a link is pointed at, then that page', async ({ page }) => {
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) dataRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(dataRequests).toEqual([])

  const beaches = page.getByRole('link', { name: 'Все пляжи' })
  await beaches.scrollIntoViewIfNeeded()
  const prefetched = page.waitForRequest((request) => /\/_next\/data\/[^/]+\/plyazhi\.json$/.test(request.url()))
  await beaches.hover()
  await prefetched
  expect(dataRequests).toEqual([expect.stringMatching(/\/plyazhi\.json$/)])
})

/**
 * The page's scripts load after its first paint (pages/_document.tsx): one inline loader
 * lists them and adds them in order once a frame is drawn, so on a phone neither the first paint
 * nor the page's largest picture waits for the JavaScript, or shares the connection with it.
 */
test('the page loads its scripts after the first paint, in order, and hydrates as before', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto('/plyazhi')
  const html = (await response?.text()) ?? ''
  // No chunk is a parser-time script or preload any more; the nomodule polyfills are for old browsers only.
  expect(html).not.toMatch(/<script(?![^>]*noModule)[^>]*\ssrc="\/_next\//)
  expect(html).not.toContain('as="script"')
  const attribute = /<script data-scripts="([^"]+)"/.exec(html)?.[1] ?? '[]'
  const listed = JSON.parse(attribute.replaceAll('&quot;', '"')) as string[]
  expect(listed.length).toBeGreaterThan(3)
  expect(listed[0]).toMatch(/\/webpack-/)

  // Added by the loader in the listed order, and then the page works.
  const added = await page.evaluate(() =>
    [...document.scripts].filter((s) => s.src.includes('/_next/') && !s.noModule).map((s) => new URL(s.src).pathname),
  )
  expect(added.slice(0, listed.length)).toEqual(listed)
  await waitForHydration(page)
  expect(violations).toEqual([])

  // Each chunk carries V8's compile hint on its first line (lib/build/compileHints.ts), so it is
  // compiled while it downloads; a minifier or a bundler change that drops it fails here.
  const chunks = listed.filter((src) => src.startsWith('/_next/static/chunks/'))
  expect(chunks.length).toBeGreaterThan(3)
  for (const src of chunks) {
    const body = await (await page.request.get(src)).text()
    expect(body.startsWith(`${COMPILE_HINT}\n`), src).toBe(true)
  }
})
