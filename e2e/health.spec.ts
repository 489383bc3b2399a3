import { CMS_URL } from '@/playwright.config'
import { expect, test } from './fixtures'

/**
 * The health endpoints on the production builds (docs/operations.md#health-endpoints): the site's
 * behind their rewrites, the CMS's route handlers, each uncached. The e2e stack runs no Redis, so
 * the site's readiness has the CMS check only.
 */
test('the site and the CMS answer /healthz and /readyz, never cached', async ({ request }) => {
  for (const origin of ['', CMS_URL]) {
    const live = await request.get(`${origin}/healthz`)
    expect(live.status()).toBe(200)
    expect(live.headers()['cache-control']).toBe('no-store')
    expect(await live.json()).toEqual({ status: 'ok' })
  }

  const site = await request.get('/readyz')
  expect(site.status()).toBe(200)
  expect(site.headers()['cache-control']).toBe('no-store')
  expect(await site.json()).toEqual({ status: 'ready', checks: { cms: { ok: true, ms: expect.any(Number) } } })

  const cms = await request.get(`${CMS_URL}/readyz`)
  expect(cms.status()).toBe(200)
  expect(await cms.json()).toEqual({ status: 'ready', checks: { database: { ok: true, ms: expect.any(Number) } } })
})
