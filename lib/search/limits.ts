/** Bounds of a search request, the same for the /poisk page and the gateway's `search` field. */
export const SEARCH_MAX_QUERY_LENGTH = 200
/** Nobody pages this far; the bound keeps a hostile `page` from costing anything. */
export const SEARCH_MAX_PAGE = 1000
