/**
 * robots.txt: everything public may be crawled, except the signed-in area (it only redirects a
 * crawler home) and the API. /_icons stays crawlable on purpose: its noindex meta keeps it out of
 * results, and a crawler that may not fetch the page never sees that meta.
 *
 * Yandex gets a group of its own for `Clean-param`, a Yandex-only directive other crawlers would
 * report as unknown. A crawler follows only the most specific group that names it, so that group
 * repeats the common rules (docs/decisions/0054-calendars-yandex-and-health.md).
 */
import { AUTH_REQUIRED_PREFIXES } from '@/lib/routes'
import { HEALTH_PATHS } from '@/lib/routing/health'
import { LIST_ROUTES } from '@/lib/routing/listRoutes'
import { absoluteUrl } from '@/lib/seo/site'

/** The API, the signed-in area and the health endpoints (lib/routing/health.ts), which are for machines. */
export const ROBOTS_DISALLOW = ['/api/', ...AUTH_REQUIRED_PREFIXES, ...HEALTH_PATHS] as const

/** Parameters that only say where a visitor came from: the page is the same without them. */
export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'yclid',
  'gclid',
  'fbclid',
  'from',
] as const

/**
 * `page` and `category` choose what a list shows (`/zhurnal-kurorta?category=plyazhi&page=2` is its
 * own page, with its own canonical URL: lib/routing/listRoutes.ts listHref), so they are not cleaned
 * on the lists themselves; under a list (`/plyazhi/12?page=2`, an article) they mean nothing.
 */
export const LIST_PARAMS = ['page', 'category'] as const

/** `Clean-param: p1&p2 [path prefix]` lines, as Yandex reads them. */
export function cleanParams(): string[] {
  return [
    `Clean-param: ${TRACKING_PARAMS.join('&')}`,
    ...LIST_ROUTES.map((route) => `Clean-param: ${LIST_PARAMS.join('&')} ${route.base}/`),
  ]
}

const commonRules = () => ['Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`)]

export function robotsTxt(origin?: string): string {
  return [
    'User-agent: *',
    ...commonRules(),
    '',
    'User-agent: Yandex',
    ...commonRules(),
    ...cleanParams(),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n')
}
