import config from '@payload-config'
import { getPayload } from 'payload'

import { loadMapObjects, mapKinds } from '@/contract/catalogue/map'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/** GET /v1/map?kind[]=… (docs/api/openapi.yaml): every published object with a place on the map. */
export const GET = contractRoute(async (request: Request) => {
  const kinds = mapKinds(new URL(request.url).searchParams)
  const payload = await getPayload({ config })
  const data = await loadMapObjects(payload, kinds, new Date())
  return ok(data, { count: data.length })
})
