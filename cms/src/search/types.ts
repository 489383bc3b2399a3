/**
 * The search's vocabulary, shared by the engine, the index collection and the REST contract
 * (docs/spec.md#3-entities-and-their-fields "Search result", docs/api/openapi.yaml `SearchResult`).
 */

import type { SearchEntity } from '@anapa/shared/search/entities'

export { SEARCH_ENTITIES, isSearchEntity, type SearchEntity } from '@anapa/shared/search/entities'

/**
 * A beach's opening hours. Round the clock is `00:00`–`24:00` with `all_day` (the site shows
 * «Круглосуточно»); hours the editor did not give are nulls.
 */
export type BeachSearchData = { working_hours_from: string | null; working_hours_to: string | null; all_day: boolean }

/** A route's length and walking time, formatted for display: '3,2 км', '1 ч 30 мин'. */
export type RouteSearchData = { route_distance_format: string | null; duration_format: string | null }

export type SearchData = BeachSearchData | RouteSearchData | Record<string, never>

/**
 * One published document as the search sees it: a row of the `search-documents` collection,
 * written by the hooks of the indexed collections.
 */
export type SearchDocument = {
  entity: SearchEntity
  /** The id of the document in its own collection: the result's `id`. */
  refId: number
  /** The last part of the result's page path (see entities.ts). */
  slug: string
  title: string
  /** A `media` id; the contract resolves it when it answers, so edited pictures never go stale. */
  image: number | null
  data: SearchData
  lat: number | null
  lon: number | null
  /**
   * The labels of the document's kind, category and tags, normalised («пляж», «аптеки», «на воде»):
   * what it is, so they weigh more than the rest of the text and less than the title.
   */
  labels: string
  /** The rest of the searchable text, normalised: summary, address, venue, organiser. */
  text: string
}
