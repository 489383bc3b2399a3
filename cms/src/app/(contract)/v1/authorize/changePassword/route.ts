import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields } from '@/contract/fields'
import { ContractError, success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { setPassword } from '@/residents/customers'
import { OLD_PASSWORD_NEEDED } from '@/residents/messages'
import { CONFIRMATION_RULES, PASSWORD_RULES } from '@/residents/passwordRules'
import { residentFromRequest, type Resident } from '@/residents/resident'
import { endOtherSessions } from '@/residents/sessions'

/** A fresh code sign-in proves the phone, as recovery needs; an old or password session does not. */
const RESET_WINDOW_MS = 15 * 60 * 1000

function maySetWithoutOld({ hasPassword, session }: Resident, now = Date.now()): boolean {
  if (!hasPassword) return true
  return session.method === 'code' && now - session.createdAt.getTime() < RESET_WINDOW_MS
}

/**
 * PUT /v1/authorize/changePassword {password, confirmPassword} (docs/spec.md#7-calls-the-product-makes): create a
 * password, or reset it after recovery. Otherwise 403, so a stolen long-lived token cannot replace a password
 * silently (docs/api/openapi.yaml). Every other session of the resident ends.
 */
export const PUT = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const resident = await residentFromRequest(payload, request)
  if (!maySetWithoutOld(resident)) throw new ContractError(403, OLD_PASSWORD_NEEDED)
  const form = checkFields(await readJsonObject(request), {
    password: { rules: PASSWORD_RULES },
    confirmPassword: { rules: CONFIRMATION_RULES },
  })
  await setPassword(payload, resident.user.id, form.password)
  await endOtherSessions(payload, resident.user.id, resident.session.id)
  return success()
})
