import config from '@payload-config'
import { getPayload } from 'payload'

import { toService } from '@/open311/georeport'
import { open311Json, open311Route } from '@/open311/http'

/** GET /open311/v2/services.json: one service per appeal topic, in the editors' order. */
export const GET = open311Route(async () => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'appeal-topics', sort: 'order', limit: 100, depth: 0 })
  return open311Json(docs.map(toService))
})
