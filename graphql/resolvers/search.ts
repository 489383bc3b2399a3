import { GraphQLError } from 'graphql'

import type { CityApi } from '@/graphql/datasources/CityApi'
import type { RestSearchResult } from '@/graphql/datasources/catalogueRestTypes'
import type { QueryResolvers, SearchResult } from '@/graphql/__generated__/resolvers-types'
import { REST_ENTITY, schemaEntity } from './entityKinds'
import { toImage } from './image'
import { pageInfo } from './paging'
import { SEARCH_MAX_PAGE, SEARCH_MAX_QUERY_LENGTH } from '@/lib/search/limits'

const MAX_PAGE_SIZE = 50

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })

function toResult(r: RestSearchResult): SearchResult | null {
  const entity = schemaEntity(r.entity)
  // A kind this site does not know yet cannot be linked to; leave it out rather than break the list.
  if (!entity) return null
  const data = r.data ?? {}
  const hours =
    data.all_day || (data.working_hours_from && data.working_hours_to)
      ? { allDay: Boolean(data.all_day), from: data.working_hours_from ?? null, to: data.working_hours_to ?? null }
      : null
  return {
    id: String(r.id),
    entity,
    slug: r.slug,
    title: r.title,
    image: toImage(r.image),
    workingHours: entity === 'BEACH' ? hours : null,
    bathing: null,
    distance: data.route_distance_format ?? null,
    duration: data.duration_format ?? null,
  }
}

/**
 * Beaches in the results say whether one may swim now. The search index keeps what changes with
 * an editor's save; bathing changes with the desk's, so it is read at the time of the search, with
 * one call for every beach on the page (docs/decisions/0042-beach-conditions.md).
 */
async function withBathing(items: SearchResult[], api: Pick<CityApi, 'beachConditions'>): Promise<SearchResult[]> {
  if (!items.some((r) => r.entity === 'BEACH')) return items
  const { data } = await api.beachConditions()
  const bathing = new Map(data.map((b) => [String(b.id), b.conditions.bathing]))
  return items.map((r) => (r.entity === 'BEACH' ? { ...r, bathing: bathing.get(r.id) ?? null } : r))
}

export const searchQueries: Pick<QueryResolvers, 'search'> = {
  async search(_parent, { query, entity, near, page, pageSize }, { api }) {
    const text = query.trim()
    if (text.length > SEARCH_MAX_QUERY_LENGTH) throw badInput(`Запрос не длиннее ${SEARCH_MAX_QUERY_LENGTH} символов`)
    if (!Number.isInteger(page) || page < 1 || page > SEARCH_MAX_PAGE) throw badInput('Некорректный номер страницы')
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw badInput('Некорректный размер страницы')
    }
    if (text === '') return { items: [], pageInfo: pageInfo(0, page, pageSize) }
    const { data, meta } = await api.search({
      query: text,
      entity: entity ? REST_ENTITY[entity] : null,
      coordinate: near ? `${near.lat},${near.lon}` : null,
      page,
      perPage: pageSize,
    })
    const items = data.map(toResult).filter((r): r is SearchResult => r !== null)
    return { items: await withBathing(items, api), pageInfo: pageInfo(meta.count, page, pageSize) }
  },
}
