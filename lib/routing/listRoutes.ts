/**
 * List pages take `?page=` and filters (docs/spec.md#2-screens-and-routes), but `getStaticProps` never sees a query
 * string. Each list is therefore served by ISR pages under an internal path, and rewrites map the public
 * query form onto them. The same table translates public URLs back to ISR paths for revalidation.
 * next.config.ts loads it, so it imports nothing that needs Next or the browser.
 */
import type { NextConfig } from 'next'

// Relative, as next.config.ts loads this file before the @/ alias exists.
import { ACCESSIBLE_FILTER_PARAM } from '../catalogue/constants'
import { ALL, FILTER_SOURCE, ID_SOURCE, PAGE_SOURCE, isFilterParam } from './params'

/** One rewrite as next.config's `rewrites()` takes it (Next exports the type only from an internal path). */
type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>, unknown[]>[number]

export type ListRoute = {
  /** The public list path. */
  base: string
  /** Where its ISR pages live. */
  internal: string
  /** The query key of the single-choice filter, null for lists that only page. */
  filter: string | null
  /** The internal segment meaning "no filter". */
  all: string
}

export const LIST_ROUTES: readonly ListRoute[] = [
  { base: '/zhurnal-kurorta', internal: '/zhurnal-kurorta/kategoriya', filter: 'category', all: ALL },
  { base: '/afisha', internal: '/afisha/spisok', filter: 'date', all: ALL },
  { base: '/ekskursii-i-tury', internal: '/ekskursii-i-tury/spisok', filter: 'tag', all: ALL },
  { base: '/infrastruktura', internal: '/infrastruktura/spisok', filter: 'category', all: ALL },
  { base: '/interesnye-mesta', internal: '/interesnye-mesta/spisok', filter: 'category', all: ALL },
  { base: '/peshie-marshruty', internal: '/peshie-marshruty/spisok', filter: null, all: ALL },
  { base: '/plyazhi', internal: '/plyazhi/spisok', filter: ACCESSIBLE_FILTER_PARAM, all: ALL },
]

/**
 * Spec paths with a prefixed parameter (`/plyazhi/group-{id}`), which the Pages Router cannot
 * name as a file: each maps to an internal page, both ways.
 */
const PREFIXED_ROUTES = [
  {
    pattern: new RegExp(`^/plyazhi/group-(${ID_SOURCE})$`),
    source: `/plyazhi/group-:id(${ID_SOURCE})`,
    destination: '/plyazhi/gruppa/:id',
    internal: '/plyazhi/gruppa/',
  },
]

/** Page 1 is the list itself, so `?page=1` adds no second copy of it. */
const LATER_PAGE = '[2-9]|[1-9]\\d{1,4}'

function rewritesFor({ base, internal, filter, all }: ListRoute): Rewrite[] {
  const pageOnly = {
    source: base,
    has: [{ type: 'query' as const, key: 'page', value: `(?<page>${LATER_PAGE})` }],
    destination: `${internal}/${all}/:page`,
  }
  if (filter === null) return [pageOnly]
  return [
    {
      source: base,
      has: [
        { type: 'query' as const, key: filter, value: `(?<filter>${FILTER_SOURCE})` },
        { type: 'query' as const, key: 'page', value: `(?<page>${PAGE_SOURCE})` },
      ],
      destination: `${internal}/:filter/:page`,
    },
    {
      source: base,
      has: [{ type: 'query' as const, key: filter, value: `(?<filter>${FILTER_SOURCE})` }],
      destination: `${internal}/:filter/1`,
    },
    pageOnly,
  ]
}

export function listRewrites(): Rewrite[] {
  const prefixed = PREFIXED_ROUTES.map(({ source, destination }) => ({ source, destination }))
  return [...LIST_ROUTES.flatMap(rewritesFor), ...prefixed]
}

/**
 * The ISR page that serves a public URL, e.g. `/zhurnal-kurorta?category=plyazhi&page=2` →
 * `/zhurnal-kurorta/kategoriya/plyazhi/2`. Mirrors the rewrites above; other paths pass through
 * without their query.
 */
export function toIsrPath(publicPath: string): string {
  const url = new URL(publicPath, 'http://site.invalid')
  for (const prefixed of PREFIXED_ROUTES) {
    const match = prefixed.pattern.exec(url.pathname)
    if (match) return `${prefixed.internal}${match[1]}`
  }
  const route = LIST_ROUTES.find((r) => r.base === url.pathname)
  if (!route) return url.pathname
  const filterValue = route.filter === null ? null : url.searchParams.get(route.filter)
  const page = url.searchParams.get('page') ?? '1'
  const validFilter = isFilterParam(filterValue)
  // The rewrites' page pattern, not isPageParam: pages past MAX_PAGE still map to their ISR path (a 404).
  const validPage = new RegExp(`^(?:${PAGE_SOURCE})$`).test(page)
  if (validFilter) return `${route.internal}/${filterValue}/${validPage ? page : '1'}`
  if (validPage && new RegExp(`^(?:${LATER_PAGE})$`).test(page)) return `${route.internal}/${route.all}/${page}`
  return route.base
}

/** The public URL of a list page, the inverse of toIsrPath: what links and canonical tags use. */
export function listHref(base: string, { filter = null, page = 1 }: { filter?: string | null; page?: number } = {}) {
  const route = LIST_ROUTES.find((r) => r.base === base)
  const params = new URLSearchParams()
  if (route?.filter && filter) params.set(route.filter, filter)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}
