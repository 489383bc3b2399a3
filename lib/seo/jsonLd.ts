/**
 * schema.org structured data (JSON-LD) for the public pages: pure builders from the data a view
 * already has, so search engines read the same facts the visitor sees. Empty values are left out
 * rather than sent as null: validators treat `"endDate": null` as a broken date, not a missing one.
 */
import { HOME_CRUMB, type Crumb } from '@/lib/routes'
import { absoluteUrl, SITE_NAME, SITE_URL } from './site'

export const SCHEMA_CONTEXT = 'https://schema.org'
const CONTEXT = SCHEMA_CONTEXT

/** A top-level schema.org node. */
export type JsonLdNode = { '@context': typeof CONTEXT; '@type': string | readonly string[] } & {
  [property: string]: unknown
}

// --- Serialisation ------------------------------------------------------------------------------

/**
 * JSON for an inline `<script>`: `<`, `>` and `&` become \u escapes, so no string from the CMS can
 * close the script (`</script>`) or open a comment (`<!--`); U+2028/2029 too, for old parsers.
 * JSON.parse reads every escape back as the original character.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Drops null, undefined, blank strings, empty arrays, and objects left with nothing but their @type. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact).filter((v) => !isEmpty(v)) as T
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value)
    .map(([key, v]) => [key, compact(v)] as const)
    .filter(([, v]) => !isEmpty(v))
  const meaningful = entries.filter(([key]) => key !== '@type' && key !== '@context')
  return (meaningful.length === 0 ? undefined : Object.fromEntries(entries)) as T
}

/** A top-level node of `type`, empty values left out. */
export const node = (type: string | readonly string[], properties: Record<string, unknown>): JsonLdNode =>
  compact({ '@context': CONTEXT, '@type': type, ...properties }) as JsonLdNode

// --- Shared parts -------------------------------------------------------------------------------

/** The portal itself: author and publisher of the journal, publisher of the site. */
export const ORGANIZATION = { '@type': 'Organization', name: SITE_NAME, url: `${SITE_URL}/` } as const

/**
 * The page's crumbs as a BreadcrumbList, Главная first, as the Breadcrumbs component shows them.
 * The current page's crumb has no link there, and Google asks for none on the last item either.
 */
export function breadcrumbJsonLd(items: readonly Crumb[]): JsonLdNode {
  const crumbs: readonly Crumb[] = [HOME_CRUMB, ...items]
  return node('BreadcrumbList', {
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? absoluteUrl(crumb.href) : undefined,
    })),
  })
}

/** The home page: the site as a whole. */
export function websiteJsonLd(): JsonLdNode {
  return node('WebSite', { name: SITE_NAME, url: `${SITE_URL}/`, inLanguage: 'ru', publisher: ORGANIZATION })
}
