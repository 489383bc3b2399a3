import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/**
 * GET /v1/appeals/topics: the editors' list of appeal topics, in their order (public). `personal`:
 * appeals on the topic are private unless the resident chooses otherwise.
 */
export const GET = contractRoute(async () => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'appeal-topics', sort: 'order', limit: 100, depth: 0 })
  return ok(docs.map((topic) => ({ id: String(topic.id), name: topic.name, personal: Boolean(topic.personal) })))
})
