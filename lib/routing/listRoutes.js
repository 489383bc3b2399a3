// @ts-check
/**
 * List pages take `?page=` and filters (spec §2), but `getStaticProps` never sees a query string.
 * Each list is therefore served by ISR pages under an internal path, and rewrites map the public
 * query form onto them. The same table translates public URLs back to ISR paths for revalidation.
 * Plain JavaScript because next.config.js loads it.
 */

const { ALL, FILTER_SOURCE, ID_SOURCE, PAGE_SOURCE, isFilterParam } = require('./params.js')

/**
 * @typedef {{ base: string, internal: string, filter: string | null, all: string }} ListRoute
 * base: the public list path; internal: where its ISR pages live; filter: the query key of the
 * single-choice filter, null for lists that only page; all: the internal segment meaning "no filter".
 */

/** @type {ListRoute[]} */
const LIST_ROUTES = [
  { base: '/zhurnal-kurorta', internal: '/zhurnal-kurorta/kategoriya', filter: 'category', all: ALL },
  { base: '/afisha', internal: '/afisha/spisok', filter: 'date', all: ALL },
  { base: '/ekskursii-i-tury', internal: '/ekskursii-i-tury/spisok', filter: 'tag', all: ALL },
  { base: '/infrastruktura', internal: '/infrastruktura/spisok', filter: 'category', all: ALL },
  { base: '/interesnye-mesta', internal: '/interesnye-mesta/spisok', filter: 'category', all: ALL },
  { base: '/peshie-marshruty', internal: '/peshie-marshruty/spisok', filter: null, all: ALL },
  { base: '/plyazhi', internal: '/plyazhi/spisok', filter: null, all: ALL },
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

/** @param {ListRoute} route */
function rewritesFor({ base, internal, filter, all }) {
  const pageOnly = {
    source: base,
    has: [{ type: /** @type {const} */ ('query'), key: 'page', value: `(?<page>${LATER_PAGE})` }],
    destination: `${internal}/${all}/:page`,
  }
  if (filter === null) return [pageOnly]
  return [
    {
      source: base,
      has: [
        { type: /** @type {const} */ ('query'), key: filter, value: `(?<filter>${FILTER_SOURCE})` },
        { type: /** @type {const} */ ('query'), key: 'page', value: `(?<page>${PAGE_SOURCE})` },
      ],
      destination: `${internal}/:filter/:page`,
    },
    {
      source: base,
      has: [{ type: /** @type {const} */ ('query'), key: filter, value: `(?<filter>${FILTER_SOURCE})` }],
      destination: `${internal}/:filter/1`,
    },
    pageOnly,
  ]
}

function listRewrites() {
  const prefixed = PREFIXED_ROUTES.map(({ source, destination }) => ({ source, destination }))
  return [...LIST_ROUTES.flatMap(rewritesFor), ...prefixed]
}

/**
 * The ISR page that serves a public URL, e.g. `/zhurnal-kurorta?category=plyazhi&page=2` →
 * `/zhurnal-kurorta/kategoriya/plyazhi/2`. Mirrors the rewrites above; other paths pass through
 * without their query.
 * @param {string} publicPath
 * @returns {string}
 */
function toIsrPath(publicPath) {
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

/**
 * The public URL of a list page, the inverse of toIsrPath: what links and canonical tags use.
 * @param {string} base
 * @param {{ filter?: string | null, page?: number }} options
 */
function listHref(base, { filter = null, page = 1 } = {}) {
  const route = LIST_ROUTES.find((r) => r.base === base)
  const params = new URLSearchParams()
  if (route?.filter && filter) params.set(route.filter, filter)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}

module.exports = { LIST_ROUTES, listRewrites, toIsrPath, listHref }
