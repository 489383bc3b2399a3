import config from '@payload-config'
import { getPayload } from 'payload'

import { appealAnswer, ownAppealOr404 } from '@/appeals/appeals'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ id: string }> }

/** GET /v1/appeals/{id}: the resident's appeal with its history and the answer; foreign ids are 404. */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  return ok(await appealAnswer(payload, user, await ownAppealOr404(payload, user, (await params).id)))
})
