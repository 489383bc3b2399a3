import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toStatement } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

const MAX_STATEMENTS = 100

/** GET /v1/statement/list: the resident's applications, newest first, with history and scans. */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const { docs, totalDocs } = await payload.find({
    collection: 'statements',
    sort: '-createdAt',
    limit: MAX_STATEMENTS,
    depth: 1,
    user,
    overrideAccess: false,
  })
  return ok(docs.map(toStatement), { count: totalDocs })
})
