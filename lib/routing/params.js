// @ts-check
/**
 * What a route parameter may be, for every list and detail page and the gateway behind them: the
 * rewrites (listRoutes.js), the ISR data functions and the map's links read these, so a URL the
 * site accepts in one place is accepted in all. Plain JavaScript because next.config.js loads it
 * through listRoutes.js.
 */

/** The internal list segment meaning "no filter": /afisha/spisok/vse/2. */
const ALL = 'vse'

/** The last list page anyone may ask for; past it a list page is a 404 without a CMS call. */
const MAX_PAGE = 10_000

/** A page number as a regular-expression source: 1…99999, no leading zero (MAX_PAGE bounds it). */
const PAGE_SOURCE = '[1-9]\\d{0,4}'

/** A CMS id as a regular-expression source: a positive integer of up to ten digits. */
const ID_SOURCE = '[1-9]\\d{0,9}'

/** Filter values are slugs or the spec's camelCase tags (masterClass). */
const FILTER_SOURCE = '[a-zA-Z0-9-]{1,60}'

const PAGE_PATTERN = new RegExp(`^(?:${PAGE_SOURCE})$`)
const ID_PATTERN = new RegExp(`^(?:${ID_SOURCE})$`)
const FILTER_PATTERN = new RegExp(`^(?:${FILTER_SOURCE})$`)

/**
 * @param {unknown} value
 * @returns {value is string}
 */
const isPageParam = (value) => typeof value === 'string' && PAGE_PATTERN.test(value) && Number(value) <= MAX_PAGE

/**
 * @param {unknown} value
 * @returns {value is string}
 */
const isIdParam = (value) => typeof value === 'string' && ID_PATTERN.test(value)

/**
 * @param {unknown} value
 * @returns {value is string}
 */
const isFilterParam = (value) => typeof value === 'string' && FILTER_PATTERN.test(value)

module.exports = {
  ALL,
  MAX_PAGE,
  PAGE_SOURCE,
  ID_SOURCE,
  FILTER_SOURCE,
  isPageParam,
  isIdParam,
  isFilterParam,
}
