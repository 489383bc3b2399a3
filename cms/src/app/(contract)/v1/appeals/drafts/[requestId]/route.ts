import config from '@payload-config'
import { getPayload } from 'payload'

import { ownAppealDraftOr404, toAppealDraft } from '@/appeals/drafts'
import { ok, success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ requestId: string }> }

/** GET /v1/appeals/drafts/{request_id}: one of the resident's drafts; another resident's is a 404. */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  return ok(toAppealDraft(await ownAppealDraftOr404(payload, user, (await params).requestId)))
})

/** DELETE /v1/appeals/drafts/{request_id}: the resident deletes their draft; another resident's is a 404. */
export const DELETE = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const draft = await ownAppealDraftOr404(payload, user, (await params).requestId)
  await payload.delete({ collection: 'appeal-drafts', id: draft.id, user, overrideAccess: false })
  return success()
})
