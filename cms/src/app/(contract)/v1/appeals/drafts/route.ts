import config from '@payload-config'
import { getPayload } from 'payload'

import { APPEAL_DRAFT_MESSAGES, APPEAL_DRAFTS_MAX, readAppealDraft } from '@anapa/shared/appeals/draftValues'
import { draftData, findOwnAppealDraft, toAppealDraft } from '@/appeals/drafts'
import { readJsonObject } from '@/contract/body'
import { CHECK_FIELDS } from '@/contract/fields'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

/** GET /v1/appeals/drafts: the resident's unsent appeals, last saved first. */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const { docs, totalDocs } = await payload.find({
    collection: 'appeal-drafts',
    sort: '-updatedAt',
    limit: APPEAL_DRAFTS_MAX,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return ok(docs.map(toAppealDraft), { count: totalDocs })
})

/**
 * POST /v1/appeals/drafts: saves the new appeal as typed so far under its request id (the one the
 * appeal will be sent with), creating the draft or replacing what it held. Unchecked but bounded
 * (@anapa/shared/appeals/draftValues); sending the appeal deletes it.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const result = readAppealDraft(await readJsonObject(request))
  if (!result.ok) throw new ContractError(422, CHECK_FIELDS, { fields: { ...result.fields } })
  const { value } = result
  // A save still on its way after the appeal was sent must not bring its draft back.
  const sent = await payload.count({
    collection: 'appeals',
    where: { request_id: { equals: value.request_id } },
    user,
    overrideAccess: false,
  })
  if (sent.totalDocs > 0) throw new ContractError(422, APPEAL_DRAFT_MESSAGES.alreadySent)
  const existing = await findOwnAppealDraft(payload, user, value.request_id)
  if (existing) {
    const updated = await payload.update({
      collection: 'appeal-drafts',
      id: existing.id,
      data: draftData(value),
      depth: 0,
      user,
      overrideAccess: false,
    })
    return ok(toAppealDraft(updated))
  }
  const { totalDocs } = await payload.count({ collection: 'appeal-drafts', user, overrideAccess: false })
  if (totalDocs >= APPEAL_DRAFTS_MAX) throw new ContractError(422, APPEAL_DRAFT_MESSAGES.tooMany)
  try {
    const created = await payload.create({
      collection: 'appeal-drafts',
      data: { ...draftData(value), owner: user.id, request_id: value.request_id },
      depth: 0,
      user,
      overrideAccess: false,
    })
    return ok(toAppealDraft(created))
  } catch (error) {
    // Two saves of a new draft at once: the (owner, request_id) unique index refuses the second,
    // which then saves over the first.
    const first = await findOwnAppealDraft(payload, user, value.request_id)
    if (!first) throw error
    const updated = await payload.update({
      collection: 'appeal-drafts',
      id: first.id,
      data: draftData(value),
      depth: 0,
      user,
      overrideAccess: false,
    })
    return ok(toAppealDraft(updated))
  }
})
