import config from '@payload-config'
import { getPayload } from 'payload'

import { findPublicAppeal } from '@/appeals/publicAppeals'
import { Open311Failure, OPEN311_MESSAGES, toServiceRequest } from '@/open311/georeport'
import { open311Json, open311Route, stripJson } from '@/open311/http'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /open311/v2/requests/{service_request_id}.json: an array of the one public request, as the
 * standard has it; a private, held or unknown number is the same 404.
 */
export const GET = open311Route(async (_request: Request, { params }: Context) => {
  const number = stripJson((await params).id)
  const appeal = await findPublicAppeal(await getPayload({ config }), number)
  if (!appeal) throw new Open311Failure(404, OPEN311_MESSAGES.requestUnknown)
  return open311Json([toServiceRequest(appeal)])
})
