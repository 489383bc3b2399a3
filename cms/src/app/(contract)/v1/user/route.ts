import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, email, maxLength, minLength, required } from '@/contract/fields'
import { ok, okUpdated, success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toUser } from '@/contract/user'
import { profileSex } from '@/residents/profile'
import { residentFromRequest } from '@/residents/resident'

/**
 * The current resident (docs/spec.md#7-calls-the-product-makes). Every write goes through the local API as the
 * resident of the token with overrideAccess: false, so the collection's access rules confine it
 * to that one record whatever the request says. The read answers the customer the token's session
 * belongs to, which resolving the token has just read: that record and no other, so reading it a
 * second time would only add a query to the call every cabinet page makes
 * (docs/perf/2026-11-28-resident-half-profile.md).
 */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user, hasPassword } = await residentFromRequest(payload, request)
  return ok(toUser(user, hasPassword))
})

const NAME_RULES = [required, minLength(2), maxLength(100)]

/**
 * PUT {name, lastname, email, sex?}: the profile rules of docs/spec.md#5-validation-rules;
 * answers `{success: true, data: user}`.
 */
export const PUT = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user, hasPassword } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const form = checkFields(body, {
    name: { rules: NAME_RULES, trim: true },
    lastname: { rules: NAME_RULES, trim: true },
    email: { rules: [required, maxLength(254), email], trim: true },
  })
  const sex = profileSex(body)
  const updated = await payload.update({
    collection: 'customers',
    id: user.id,
    data: { name: form.name, lastname: form.lastname, email: form.email, ...(sex !== undefined && { sex }) },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return okUpdated(toUser(updated, hasPassword))
})

/** DELETE: the account, with its sessions and codes (collections/Customers/hooks). The token dies with it. */
export const DELETE = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await payload.delete({ collection: 'customers', id: user.id, user, overrideAccess: false })
  return success()
})
