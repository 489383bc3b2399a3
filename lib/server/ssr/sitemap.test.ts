import type { GetServerSidePropsContext } from 'next'

import { SITE_URL } from '@/lib/seo/site'
import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { getRobotsProps } from './robots'
import { getSitemapProps, SITEMAP_CACHE_CONTROL, SITEMAP_RETRY_AFTER_SECONDS } from './sitemap'

/** The city REST API faked, so the sitemap runs the real gateway in-process. */
const cms = serveFakeCityApi({ '*': { status: 200, body: {} } })

/** Just what the data functions touch of the response. */
function fakeResponse() {
  const headers: Record<string, string> = {}
  const res = {
    statusCode: 200,
    body: '',
    headers,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    end: (chunk: string) => {
      res.body = chunk
    },
  }
  return res
}

const contextWith = (res: ReturnType<typeof fakeResponse>) =>
  ({ res, req: {}, query: {}, resolvedUrl: '/' }) as unknown as GetServerSidePropsContext

describe('/sitemap.xml', () => {
  it('asks GET /v1/sitemap once and writes the XML with a shared-cache lifetime', async () => {
    cms.answer({
      '*': {
        status: 200,
        body: {
          data: [
            { entity: 'beach', key: '7', updated_at: '2026-07-01T10:00:00.000Z' },
            { entity: 'magazine', key: 'stati/vino', updated_at: '2026-07-02T10:00:00.000Z' },
          ],
          meta: { count: 2 },
        },
      },
    })
    const res = fakeResponse()
    await getSitemapProps(contextWith(res))
    expect(cms.urls).toEqual(['/v1/sitemap'])
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL)
    expect(SITEMAP_CACHE_CONTROL).toBe('public, s-maxage=300, stale-while-revalidate=86400')
    expect(res.body).toContain(`<url><loc>${SITE_URL}/plyazhi/7</loc><lastmod>2026-07-01T10:00:00.000Z</lastmod></url>`)
    expect(res.body).toContain(`<loc>${SITE_URL}/zhurnal-kurorta/stati/vino</loc>`)
  })

  it('answers 503 with Retry-After, never an empty sitemap, when the CMS is down', async () => {
    cms.answer({ '*': { status: 503, body: { data: { message: 'maintenance' } } } })
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const res = fakeResponse()
    await getSitemapProps(contextWith(res))
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(SITEMAP_RETRY_AFTER_SECONDS))
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).not.toContain('<urlset')
    error.mockRestore()
  })
})

describe('/robots.txt', () => {
  it('is plain text naming the sitemap', async () => {
    const res = fakeResponse()
    await getRobotsProps(contextWith(res))
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })
})
