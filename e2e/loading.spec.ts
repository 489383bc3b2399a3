import { expect, test } from './fixtures'

/**
 * What a page loads on a phone (issue 14): the page itself, not the pages its links lead to.
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
