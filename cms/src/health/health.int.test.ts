/**
 * The CMS's health endpoints on the production build the integration harness started
 * (lib/test/cmsGlobalSetup.mjs), over HTTP as an orchestrator calls them.
 */
const cms = () => process.env.API_BASE_URL!

describe('CMS /healthz and /readyz', () => {
  it('/healthz answers 200 {"status":"ok"}, never stored', async () => {
    const response = await fetch(`${cms()}/healthz`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('/readyz is ready: the database answers a trivial query', async () => {
    const response = await fetch(`${cms()}/readyz`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true, ms: expect.any(Number) } },
    })
  })
})
