import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, fieldError, required } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { env } from '@/env'
import { clientIp } from '@/residents/clientIp'
import { findCustomerByPhone } from '@/residents/customers'
import {
  PASSWORD_BACKOFF,
  passwordFailureIpLimits,
  passwordLoginAttempts,
  passwordLoginIpLimits,
} from '@/residents/limits'
import { WRONG_CREDENTIALS } from '@/residents/messages'
import { verifyPassword } from '@/residents/password'
import { PASSWORD_RULES } from '@/residents/passwordRules'
import { normalisePhone } from '@anapa/shared/text/phone'

import { PHONE_FORMAT_MESSAGE } from '@/residents/phone'
import { openSession } from '@/residents/sessions'
import { countFailure, refuseIfSpent, reserveOrRefuse, takeOrRefuse } from '@/residents/throttle'

/**
 * POST /v1/authorize/login {phone, password} (docs/spec.md#7-calls-the-product-makes). An unknown phone, a wrong
 * password and an account without a password get the same 422 and cost the same time: no account enumeration.
 * The client address is throttled before anything is hashed (residents/limits.ts), and the phone's
 * attempt is reserved before the hash, so parallel guesses cannot outrun its backoff
 * (residents/attempts.ts).
 */
export const POST = contractRoute(async (request: Request) => {
  const form = checkFields(await readJsonObject(request), {
    phone: { rules: [required], trim: true },
    password: { rules: PASSWORD_RULES },
  })
  const phone = normalisePhone(form.phone)
  if (!phone) throw fieldError('phone', PHONE_FORMAT_MESSAGE)
  const payload = await getPayload({ config })
  const ip = clientIp(request.headers, env.trustProxy)
  const ipFailures = passwordFailureIpLimits(ip)
  await refuseIfSpent(payload, ipFailures)
  await takeOrRefuse(payload, passwordLoginIpLimits(ip))
  const customer = await findCustomerByPhone(payload, phone)
  const attempt = await reserveOrRefuse(payload, passwordLoginAttempts(phone), PASSWORD_BACKOFF)
  const valid = await attempt.check(() => verifyPassword(form.password, customer?.passwordHash))
  if (!customer || !valid) {
    await countFailure(payload, ipFailures)
    throw fieldError('password', WRONG_CREDENTIALS)
  }
  return ok({ token: await openSession(payload, customer.id, 'password') })
})
