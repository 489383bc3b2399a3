import config from '@payload-config'
import { getPayload } from 'payload'

import { findPublicAppeals } from '@/appeals/publicAppeals'
import { publicListFilters } from '@/appeals/publicQuery'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { intParam, MAX_PAGE } from '@/contract/query'

const DEFAULT_PER_PAGE = 20
const MAX_PER_PAGE = 100

/**
 * GET /v1/public/appeals?topic&status&bbox&page&per_page (docs/api/openapi.yaml): public appeals,
 * newest first, as the public read model gives them (appeals/publicAppeals.ts); nothing personal.
 */
export const GET = contractRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const filters = publicListFilters(params)
  const page = intParam(params, 'page', 1, MAX_PAGE)
  const perPage = intParam(params, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE)
  const payload = await getPayload({ config })
  const { docs, totalDocs } = await findPublicAppeals(payload, filters, { page, perPage })
  return ok(docs, { count: totalDocs, page, per_page: perPage })
})
