import { ContractError } from '@/contract/http'
import { intParam, MAX_PAGE } from '@/contract/query'
import type { Coordinate } from './distance'
import { isSearchEntity, SEARCH_ENTITIES, type SearchEntity } from './types'

/**
 * GET /v1/search's query string (docs/spec.md#7-calls-the-product-makes: query, coordinate, entity; page and per_page
 * are ours).
 */
export type SearchParams = {
  /**
   * As typed, leading spaces dropped; empty means "nothing typed yet", answered with no results.
   * A trailing space stays: it tells the engine the last word is complete (no prefix matching).
   */
  query: string
  near: Coordinate | null
  entity: SearchEntity | null
  page: number
  perPage: number
}

export const QUERY_MAX_LENGTH = 200
export const SEARCH_PER_PAGE = 20
const MAX_PER_PAGE = 100

// `lat,lon` in decimal degrees, as the site's default position `44.8857,37.31992`.
const COORDINATE = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/

const COORDINATE_MESSAGE = 'Параметр coordinate должен быть в формате «широта,долгота», например 44.8857,37.31992'

function coordinate(raw: string | null): Coordinate | null {
  if (raw === null || raw.trim() === '') return null
  const match = COORDINATE.exec(raw)
  if (!match) throw new ContractError(400, COORDINATE_MESSAGE)
  const lat = Number(match[1])
  const lon = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) throw new ContractError(400, COORDINATE_MESSAGE)
  return { lat, lon }
}

export function parseSearchParams(params: URLSearchParams): SearchParams {
  const raw = params.get('query') ?? ''
  const query = raw.trim() === '' ? '' : raw.trimStart()
  if (query.trimEnd().length > QUERY_MAX_LENGTH) {
    throw new ContractError(400, `Параметр query должен быть не длиннее ${QUERY_MAX_LENGTH} символов`)
  }
  const rawEntity = params.get('entity')
  let entity: SearchEntity | null = null
  if (rawEntity !== null && rawEntity !== '') {
    if (!isSearchEntity(rawEntity)) {
      throw new ContractError(400, `Параметр entity принимает значения: ${SEARCH_ENTITIES.join(', ')}`)
    }
    entity = rawEntity
  }
  return {
    query,
    near: coordinate(params.get('coordinate')),
    entity,
    page: intParam(params, 'page', 1, MAX_PAGE),
    perPage: intParam(params, 'per_page', SEARCH_PER_PAGE, MAX_PER_PAGE),
  }
}
