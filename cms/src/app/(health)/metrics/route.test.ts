// env.ts reads METRICS_TOKEN once, at import: unset before the route loads, whatever the shell had.
delete process.env.METRICS_TOKEN
const { GET } = require('./route') as typeof import('./route')

describe('CMS /metrics without METRICS_TOKEN', () => {
  it('answers 404 with nothing in it, whatever the caller sends', async () => {
    for (const authorization of [undefined, 'Bearer anything-at-all-anything-at-all-00']) {
      const response = await GET(
        new Request('http://cms.test/metrics', { headers: authorization ? { authorization } : {} }),
      )
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('')
    }
  })
})
