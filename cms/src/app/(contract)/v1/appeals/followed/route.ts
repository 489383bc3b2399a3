import config from '@payload-config'
import { getPayload } from 'payload'

import { appealNumberOf, followAppeal, followedAppeals } from '@/appeals/followers'
import { readJsonObject } from '@/contract/body'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

/**
 * GET /v1/appeals/followed: the public appeals the resident supports, the latest supported first,
 * in the public shape with `followed_at` and the verdict fields
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md).
 */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const items = await followedAppeals(payload, user)
  return ok(items, { count: items.length })
})

/** POST /v1/appeals/followed {number}: «Поддержать»; a repeat answers the same. */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  return ok(await followAppeal(payload, user, appealNumberOf(body.number, 'body')))
})
