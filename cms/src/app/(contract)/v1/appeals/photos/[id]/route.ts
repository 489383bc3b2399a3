import config from '@payload-config'
import { getPayload } from 'payload'

import { photoResponse } from '@/appeals/photos'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /v1/appeals/photos/{id}: the resident's own photo, or an answer photo of their appeal, inline;
 * anyone else's id is a 404.
 */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  return photoResponse(payload, user, (await params).id, request.signal)
})
