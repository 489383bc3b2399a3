import config from '@payload-config'
import { getPayload } from 'payload'

import { contractRoute } from '@/contract/route'
import { scanResponse } from '@/permits/scans'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

/** GET /v1/statement/resident-permits/file/{id}: the owner's scan, inline; anyone else's id is a 404. */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  return scanResponse(payload, user, (await params).id, request.signal)
})
