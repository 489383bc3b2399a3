import type { GetServerSideProps } from 'next'

import { graphql } from '@/lib/__generated__/gql'
import { createSsrClient } from '@/lib/server/gateway/ssrClient'
import { renderSitemap, sitemapUrls } from '@/lib/server/seo/sitemap'

export const SitemapRouteQuery = graphql(`
  query SitemapRouteQuery {
    sitemapEntries {
      kind
      key
      articleType
      updatedAt
    }
  }
`)

/**
 * Not ISR: a page cannot choose its Content-Type. Instead the shared caches (nginx) keep it for
 * five minutes, the same as a revalidated page, which is why the CMS's '/sitemap.xml' needs no
 * on-demand revalidation (lib/server/revalidation/revalidatePaths.ts).
 */
export const SITEMAP_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400'

/** How soon a crawler should come back when the CMS is down. */
export const SITEMAP_RETRY_AFTER_SECONDS = 300

/**
 * /sitemap.xml. On a CMS outage it answers 503 with Retry-After: an empty or partial sitemap would
 * tell crawlers that every page is gone, a 503 tells them to come back.
 */
export const getSitemapProps: GetServerSideProps = async ({ res }) => {
  let xml: string
  try {
    const { data } = await createSsrClient().query({ query: SitemapRouteQuery })
    if (!data) throw new Error('Sitemap query returned no data')
    xml = renderSitemap(sitemapUrls(data.sitemapEntries))
  } catch (error) {
    console.error('[sitemap] the CMS did not answer:', error instanceof Error ? error.message : error)
    res.statusCode = 503
    res.setHeader('Retry-After', String(SITEMAP_RETRY_AFTER_SECONDS))
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('Карта сайта временно недоступна. Повторите позже.')
    return { props: {} }
  }
  res.statusCode = 200
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL)
  res.end(xml)
  return { props: {} }
}
