/**
 * What a route parameter may be, for every list and detail page and the gateway behind them: the
 * rewrites (listRoutes.ts), the ISR data functions and the map's links read these, so a URL the
 * site accepts in one place is accepted in all. next.config.ts loads it through listRoutes.ts, so it
 * imports nothing that needs Next or the browser.
 */

/** The internal list segment meaning "no filter": /afisha/spisok/vse/2. */
export const ALL = 'vse'

/** The last list page anyone may ask for; past it a list page is a 404 without a CMS call. */
export const MAX_PAGE = 10_000

/** A page number as a regular-expression source: 1…99999, no leading zero (MAX_PAGE bounds it). */
export const PAGE_SOURCE = '[1-9]\\d{0,4}'

/** A CMS id as a regular-expression source: a positive integer of up to ten digits. */
export const ID_SOURCE = '[1-9]\\d{0,9}'

/** Filter values are slugs or the spec's camelCase tags (masterClass). */
export const FILTER_SOURCE = '[a-zA-Z0-9-]{1,60}'

const PAGE_PATTERN = new RegExp(`^(?:${PAGE_SOURCE})$`)
const ID_PATTERN = new RegExp(`^(?:${ID_SOURCE})$`)
const FILTER_PATTERN = new RegExp(`^(?:${FILTER_SOURCE})$`)

export const isPageParam = (value: unknown): value is string =>
  typeof value === 'string' && PAGE_PATTERN.test(value) && Number(value) <= MAX_PAGE

export const isIdParam = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value)

export const isFilterParam = (value: unknown): value is string =>
  typeof value === 'string' && FILTER_PATTERN.test(value)
