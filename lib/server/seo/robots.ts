/**
 * robots.txt: everything public may be crawled, except the signed-in area (it only redirects a
 * crawler home) and the API. /_icons stays crawlable on purpose: its noindex meta keeps it out of
 * results, and a crawler that may not fetch the page never sees that meta.
 */
import { AUTH_REQUIRED_PREFIXES } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/site'

export const ROBOTS_DISALLOW = ['/api/', ...AUTH_REQUIRED_PREFIXES] as const

export function robotsTxt(origin?: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n')
}
