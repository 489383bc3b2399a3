import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toCategory } from '@/contract/magazines'
import { oneOf } from '@/contract/query'

/** GET /v1/magazines/categories?direction&orderBy (docs/spec.md#7-calls-the-product-makes). */
export const GET = contractRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const direction = oneOf(params, 'direction', ['asc', 'desc'], 'asc')
  const orderBy = oneOf(params, 'orderBy', ['sort', 'name'], 'sort')
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'magazine-categories',
    sort: direction === 'asc' ? [orderBy, 'id'] : [`-${orderBy}`, 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return ok(result.docs.map(toCategory))
})
