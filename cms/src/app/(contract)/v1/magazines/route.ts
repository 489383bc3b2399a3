import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import { MAGAZINE_TYPES } from '@/collections/Magazines/types'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toMagazineListItem } from '@/contract/magazines'
import { intParam, listParam, oneOf } from '@/contract/query'

const ORDER_FIELDS = { sort: 'sort', created_at: 'publishedAt', name: 'name' } as const
const TYPES = MAGAZINE_TYPES.map((t) => t.value)

/**
 * GET /v1/magazines?page&per_page&direction&orderBy&category[]&type (docs/spec.md#7-calls-the-product-makes). Published
 * entries only.
 */
export const GET = contractRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const page = intParam(params, 'page', 1, 10_000)
  const perPage = intParam(params, 'per_page', 9, 100)
  const direction = oneOf(params, 'direction', ['asc', 'desc'], 'asc')
  const orderBy = oneOf(params, 'orderBy', ['sort', 'created_at', 'name'], 'sort')
  const categories = listParam(params, 'category')
  const type = params.get('type') ? oneOf(params, 'type', TYPES, TYPES[0]) : null

  const where: Where[] = [{ _status: { equals: 'published' } }]
  if (categories.length > 0) where.push({ 'category.slug': { in: categories } })
  if (type) where.push({ type: { equals: type } })

  const field = ORDER_FIELDS[orderBy]
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'magazines',
    where: { and: where },
    page,
    limit: perPage,
    // The secondary key keeps pages stable when editors leave `sort` equal.
    sort: direction === 'asc' ? [field, '-publishedAt', 'id'] : [`-${field}`, '-publishedAt', 'id'],
    depth: 1,
    overrideAccess: false,
  })
  return ok(result.docs.map(toMagazineListItem), { count: result.totalDocs, page, per_page: perPage })
})
