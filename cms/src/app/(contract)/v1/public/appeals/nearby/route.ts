import config from '@payload-config'
import { getPayload } from 'payload'

import { findNearbyPublicAppeals } from '@/appeals/publicAppeals'
import { nearbyQuery } from '@/appeals/publicQuery'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/**
 * GET /v1/public/appeals/nearby?topic&lat&lon (docs/api/openapi.yaml): «Похоже, об этом уже
 * сообщили». Open public appeals of the topic within 50 m, nearest first, at most 5
 * (@anapa/shared/appeals/nearby), each with `distance_m`; no sign-in, nothing personal.
 */
export const GET = contractRoute(async (request: Request) => {
  const query = nearbyQuery(new URL(request.url).searchParams)
  const items = await findNearbyPublicAppeals(await getPayload({ config }), query)
  return ok(items, { count: items.length })
})
