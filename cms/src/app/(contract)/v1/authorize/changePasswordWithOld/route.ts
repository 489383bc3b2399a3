import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, fieldError } from '@/contract/fields'
import { success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { passwordHashOf, setPassword } from '@/residents/customers'
import { oldPasswordAttempts, PASSWORD_BACKOFF } from '@/residents/limits'
import { WRONG_OLD_PASSWORD } from '@/residents/messages'
import { verifyPassword } from '@/residents/password'
import { CONFIRMATION_RULES, PASSWORD_RULES } from '@/residents/passwordRules'
import { residentFromRequest } from '@/residents/resident'
import { endOtherSessions } from '@/residents/sessions'
import { reserveOrRefuse } from '@/residents/throttle'

/**
 * PUT /v1/authorize/changePasswordWithOld {oldPassword, password, confirmPassword}
 * (docs/spec.md#7-calls-the-product-makes). Wrong old passwords wait a backoff per resident (residents/attempts.ts); on
 * success every other session ends.
 */
export const PUT = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user, session } = await residentFromRequest(payload, request)
  const form = checkFields(await readJsonObject(request), {
    oldPassword: { rules: PASSWORD_RULES },
    password: { rules: PASSWORD_RULES },
    confirmPassword: { rules: CONFIRMATION_RULES },
  })
  const hash = await passwordHashOf(payload, user.id)
  const attempt = await reserveOrRefuse(payload, oldPasswordAttempts(user.phone), PASSWORD_BACKOFF)
  // A resident without a password has no old one to confirm: the same "wrong" answer.
  if (!(await attempt.check(() => verifyPassword(form.oldPassword, hash)))) {
    throw fieldError('oldPassword', WRONG_OLD_PASSWORD)
  }
  await setPassword(payload, user.id, form.password)
  await endOtherSessions(payload, user.id, session.id)
  return success()
})
