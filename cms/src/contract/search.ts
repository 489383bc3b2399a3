import config from '@payload-config'
import { getPayload } from 'payload'

import { parseSearchParams } from '@/search/params'
import { searchState } from '@/search/store'
import type { SearchData, SearchEntity } from '@/search/types'
import { ok } from './http'
import { contractRoute } from './route'
import { type ContractImage, toImage } from './media'

/** docs/spec.md#3-entities-and-their-fields "Search result", docs/api/openapi.yaml `SearchResult`. */
export type SearchResult = {
  id: number
  entity: SearchEntity
  slug: string
  title: string
  image: ContractImage | null
  data: SearchData
}

/**
 * GET /v1/search?query&coordinate&entity&page&per_page: published catalogue and journal
 * documents, most relevant first (src/search/engine.ts), `{data, meta: {count, page, per_page}}`.
 * Answered from memory (src/search/store.ts): no database query on the way.
 */
export const searchRoute = contractRoute(async (request: Request) => {
  const { query, near, entity, page, perPage } = parseSearchParams(new URL(request.url).searchParams)
  if (query === '') return ok([], { count: 0, page, per_page: perPage })
  const { index, pictures } = await searchState(await getPayload({ config }))
  const { total, hits } = index.search({ query, near, entity, offset: (page - 1) * perPage, limit: perPage })
  const data: SearchResult[] = hits.map(({ document: d }) => {
    const picture = d.image === null ? undefined : pictures.get(d.image)
    return {
      id: d.refId,
      entity: d.entity,
      slug: d.slug,
      title: d.title,
      image: picture ? toImage(picture) : null,
      data: d.data,
    }
  })
  return ok(data, { count: total, page, per_page: perPage })
})
