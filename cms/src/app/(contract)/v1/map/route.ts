import config from '@payload-config'
import { getPayload } from 'payload'

import { accessibleOnly } from '@/contract/catalogue/accessibility'
import { loadMapObjects, mapKinds } from '@/contract/catalogue/map'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/** GET /v1/map?kind[]=…&accessible=… (docs/api/openapi.yaml): every published object with a place on the map. */
export const GET = contractRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const kinds = mapKinds(params)
  const options = { accessibleOnly: accessibleOnly(params) }
  const payload = await getPayload({ config })
  const data = await loadMapObjects(payload, kinds, new Date(), options)
  return ok(data, { count: data.length })
})
