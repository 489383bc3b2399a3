/**
 * List pages take `?page=` and filters (docs/spec.md#2-screens-and-routes), but `getStaticProps` never sees a query
 * string. Each list is therefore served by ISR pages under an internal path, and rewrites map the public
 * query form onto them. The same table translates public URLs back to ISR paths for revalidation.
 * next.config.ts loads it, so it imports nothing that needs Next or the browser.
 */
import type { NextConfig } from 'next'

// Relative, as next.config.ts loads this file before the @/ alias exists.
import { ACCESSIBLE_FILTER, ACCESSIBLE_FILTER_PARAM } from '../catalogue/constants'
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
  /**
   * Where the list's «Доступная среда» ISR pages live, when the list takes `?sreda=dostupnaya`
   * beside its own filter (a category); null otherwise. See ACCESSIBLE_LISTS below.
   */
  accessible: string | null
}

/**
 * «Доступная среда» (docs/decisions/0055-accessibility-as-data.md) is one more dimension of a list,
 * the same `?sreda=dostupnaya` everywhere. Lists whose one filter slot is free (beaches, walking
 * routes) take it as that filter. Lists with a category get a second ISR tree beside the first,
 * `{internal}/dostupnaya/{category|vse}/{page}`, so the two combine (`?category=museum&sreda=dostupnaya`)
 * and every combination is its own server-rendered, cached page: the gateway filters before it
 * pages, so the pages and their count are right, no client script filters the cards, and an
 * editor's change re-renders it like any other list (lib/server/revalidation/sitePaths.ts).
 * Filtering a pre-rendered page in the browser would hide cards without refilling the page, and
 * would show a crawler or a visitor without scripts a list the chip does not describe.
 */
const accessibleTree = (internal: string) => `${internal}/${ACCESSIBLE_FILTER}`

export const LIST_ROUTES: readonly ListRoute[] = [
  { base: '/zhurnal-kurorta', internal: '/zhurnal-kurorta/kategoriya', filter: 'category', all: ALL, accessible: null },
  { base: '/afisha', internal: '/afisha/spisok', filter: 'date', all: ALL, accessible: null },
  { base: '/ekskursii-i-tury', internal: '/ekskursii-i-tury/spisok', filter: 'tag', all: ALL, accessible: null },
  {
    base: '/infrastruktura',
    internal: '/infrastruktura/spisok',
    filter: 'category',
    all: ALL,
    accessible: accessibleTree('/infrastruktura/spisok'),
  },
  {
    base: '/interesnye-mesta',
    internal: '/interesnye-mesta/spisok',
    filter: 'category',
    all: ALL,
    accessible: accessibleTree('/interesnye-mesta/spisok'),
  },
  {
    base: '/peshie-marshruty',
    internal: '/peshie-marshruty/spisok',
    filter: ACCESSIBLE_FILTER_PARAM,
    all: ALL,
    accessible: null,
  },
  { base: '/plyazhi', internal: '/plyazhi/spisok', filter: ACCESSIBLE_FILTER_PARAM, all: ALL, accessible: null },
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

/** `?sreda=dostupnaya` exactly (Next anchors a `has` value): any other value is no filter. */
const ACCESSIBLE_QUERY = { type: 'query' as const, key: ACCESSIBLE_FILTER_PARAM, value: ACCESSIBLE_FILTER }

/** The «Доступная среда» tree's rewrites, before the list's own: the first that matches wins. */
function accessibleRewrites(base: string, tree: string, filter: string, all: string): Rewrite[] {
  const filterQuery = { type: 'query' as const, key: filter, value: `(?<filter>${FILTER_SOURCE})` }
  const pageQuery = { type: 'query' as const, key: 'page', value: `(?<page>${PAGE_SOURCE})` }
  return [
    { source: base, has: [ACCESSIBLE_QUERY, filterQuery, pageQuery], destination: `${tree}/:filter/:page` },
    { source: base, has: [ACCESSIBLE_QUERY, filterQuery], destination: `${tree}/:filter/1` },
    { source: base, has: [ACCESSIBLE_QUERY, pageQuery], destination: `${tree}/${all}/:page` },
    { source: base, has: [ACCESSIBLE_QUERY], destination: `${tree}/${all}/1` },
  ]
}

function rewritesFor({ base, internal, filter, all, accessible }: ListRoute): Rewrite[] {
  const pageOnly = {
    source: base,
    has: [{ type: 'query' as const, key: 'page', value: `(?<page>${LATER_PAGE})` }],
    destination: `${internal}/${all}/:page`,
  }
  if (filter === null) return [pageOnly]
  return [
    ...(accessible === null ? [] : accessibleRewrites(base, accessible, filter, all)),
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
  if (route.accessible !== null && url.searchParams.get(ACCESSIBLE_FILTER_PARAM) === ACCESSIBLE_FILTER) {
    return `${route.accessible}/${validFilter ? filterValue : route.all}/${validPage ? page : '1'}`
  }
  if (validFilter) return `${route.internal}/${filterValue}/${validPage ? page : '1'}`
  if (validPage && new RegExp(`^(?:${LATER_PAGE})$`).test(page)) return `${route.internal}/${route.all}/${page}`
  return route.base
}

/**
 * The public URL of a list page, the inverse of toIsrPath: what links and canonical tags use.
 * `accessible` adds «Доступная среда» on lists that take it beside their filter.
 */
export function listHref(
  base: string,
  { filter = null, page = 1, accessible = false }: { filter?: string | null; page?: number; accessible?: boolean } = {},
) {
  const route = LIST_ROUTES.find((r) => r.base === base)
  const params = new URLSearchParams()
  if (route?.filter && filter) params.set(route.filter, filter)
  if (route?.accessible && accessible) params.set(ACCESSIBLE_FILTER_PARAM, ACCESSIBLE_FILTER)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}
