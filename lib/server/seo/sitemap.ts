/**
 * sitemap.xml (sitemaps.org 0.9): the public pages that need no data, the list pages, and every
 * published item's detail page. The CMS says which items exist; their paths are the site's own
 * (lib/catalogue/paths, lib/journal/paths), so a URL here is always the URL a visitor sees.
 */
import type { SitemapKind } from '@/lib/__generated__/gql/graphql'
import { beachGroupHref, detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { articleHref, JOURNAL_PATH } from '@/lib/journal/paths'
import { APP_PAGE_HREF, BUSINESS_LINK, PRIVACY_LINK, RESIDENT_PERMIT_HREF } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/site'

export type SitemapEntryInput = {
  kind: SitemapKind
  key: string
  articleType?: string | null
  updatedAt?: string | null
}

export type SitemapUrl = { loc: string; lastmod?: string }

const DETAIL_PATH: Record<SitemapKind, (entry: SitemapEntryInput) => string | null> = {
  EVENT: ({ key }) => detailHref('events', key),
  TOUR: ({ key }) => detailHref('tours', key),
  URBAN: ({ key }) => detailHref('infrastructure', key),
  PLACE: ({ key }) => detailHref('places', key),
  ROUTE: ({ key }) => detailHref('routes', key),
  BEACH: ({ key }) => detailHref('beaches', key),
  BEACH_GROUP: ({ key }) => beachGroupHref(key),
  ARTICLE: ({ key, articleType }) => (articleType ? articleHref({ type: articleType, slug: key }) : null),
}

/** The page of one entry, or null when it cannot have one (an article without its type). */
export function entryPath(entry: SitemapEntryInput): string | null {
  if (!entry.key) return null
  return DETAIL_PATH[entry.kind]?.(entry) ?? null
}

const ALL_KINDS = Object.keys(DETAIL_PATH) as SitemapKind[]

/**
 * Pages without a detail key, each dated by the newest item it shows (none: no lastmod). Only the
 * first page of each list: later pages and filters are reached by links and carry their own canonical.
 * Not here: the cabinet, search results and /_icons, which are not for search engines.
 */
const FIXED_PAGES: readonly { path: string; kinds: readonly SitemapKind[] }[] = [
  { path: '/', kinds: ALL_KINDS },
  { path: SECTION_PATHS.events, kinds: ['EVENT'] },
  { path: SECTION_PATHS.tours, kinds: ['TOUR'] },
  { path: SECTION_PATHS.tourGroups, kinds: ['TOUR'] },
  { path: SECTION_PATHS.infrastructure, kinds: ['URBAN'] },
  { path: SECTION_PATHS.places, kinds: ['PLACE'] },
  { path: SECTION_PATHS.routes, kinds: ['ROUTE'] },
  { path: SECTION_PATHS.beaches, kinds: ['BEACH', 'BEACH_GROUP'] },
  { path: SECTION_PATHS.cameras, kinds: [] },
  { path: JOURNAL_PATH, kinds: ['ARTICLE'] },
  { path: '/karta', kinds: ['BEACH', 'PLACE', 'URBAN', 'EVENT', 'ROUTE'] },
  { path: BUSINESS_LINK.href, kinds: [] },
  { path: RESIDENT_PERMIT_HREF, kinds: [] },
  { path: APP_PAGE_HREF, kinds: [] },
  { path: PRIVACY_LINK.href, kinds: [] },
]

/** A W3C datetime as the sitemap protocol wants it, or undefined for anything unreadable. */
function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

function newest(values: readonly (string | undefined)[]): string | undefined {
  return values.reduce<string | undefined>(
    (max, v) => (v !== undefined && (max === undefined || v > max) ? v : max),
    undefined,
  )
}

/** Every URL of the sitemap, absolute, each once: fixed pages first, then the items in the CMS's order. */
export function sitemapUrls(entries: readonly SitemapEntryInput[], origin?: string): SitemapUrl[] {
  const dated = entries.map((entry) => ({ entry, lastmod: lastmodOf(entry.updatedAt) }))
  const urls: SitemapUrl[] = FIXED_PAGES.map(({ path, kinds }) => ({
    loc: absoluteUrl(path, origin),
    lastmod: newest(dated.filter(({ entry }) => kinds.includes(entry.kind)).map((d) => d.lastmod)),
  }))
  for (const { entry, lastmod } of dated) {
    const path = entryPath(entry)
    if (path) urls.push({ loc: absoluteUrl(path, origin), lastmod })
  }
  const seen = new Set<string>()
  return urls.filter(({ loc }) => (seen.has(loc) ? false : (seen.add(loc), true)))
}

// XML 1.0 cannot carry control characters at all, escaped or not.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for an XML element or attribute: the five special characters escaped, invalid ones dropped. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!)
}

/** The urlset document. The protocol caps a file at 50 000 URLs; a sitemap index is due before that. */
export function renderSitemap(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(({ loc, lastmod }) => {
      const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
      return `  <url><loc>${escapeXml(loc)}</loc>${date}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}
