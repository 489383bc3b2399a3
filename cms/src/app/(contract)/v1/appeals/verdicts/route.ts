import config from '@payload-config'
import { getPayload } from 'payload'

import { giveVerdict, parseVerdictBody } from '@/appeals/verdicts'
import { readJsonObject } from '@/contract/body'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/appeals/verdicts {number, verdict, note?, photo_ids?}: the author's or a supporter's
 * say on a resolved appeal within 15 days; «disputed» reopens it
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md).
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const input = parseVerdictBody(await readJsonObject(request))
  return ok(await giveVerdict(payload, user, input))
})
