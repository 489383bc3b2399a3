import config from '@payload-config'
import { getPayload } from 'payload'

import { loadAllConditions } from '@/beaches/contract'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/**
 * GET /v1/beaches/conditions (docs/api/openapi.yaml, listBeachConditions): every published beach's
 * conditions in one small answer, for the map, the home page's summary and offline copies.
 */
export const GET = contractRoute(async () => {
  const { items, allowed } = await loadAllConditions(await getPayload({ config }), new Date())
  return ok(items, { count: items.length, bathing_allowed: allowed })
})
