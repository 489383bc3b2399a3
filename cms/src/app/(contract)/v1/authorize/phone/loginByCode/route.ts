import config from '@payload-config'
import { getPayload } from 'payload'

import { consentRecord } from '@anapa/shared/privacy/consent'
import { readJsonObject } from '@/contract/body'
import { checkFields, fieldError, required, type Rule } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { env } from '@/env'
import { verifyCode } from '@/residents/codes'
import { clientIp } from '@/residents/clientIp'
import { findOrCreateCustomer } from '@/residents/customers'
import { codeFailureLimits, tooManyWrongCodes } from '@/residents/limits'
import { CODE_FORMAT, CODE_REFUSED } from '@/residents/messages'
import { normalisePhone } from '@anapa/shared/text/phone'

import { PHONE_FORMAT_MESSAGE } from '@/residents/phone'
import { openSession } from '@/residents/sessions'
import { payloadCodeStore } from '@/residents/store/codeStore'
import { countFailure, refuseIfSpent } from '@/residents/throttle'

const sixDigits: Rule = (value) => (/^\d{6}$/.test(value) ? null : CODE_FORMAT)

/**
 * POST /v1/authorize/phone/loginByCode {code, phone} (docs/spec.md#4-states-and-transitions "Login by code"): a login
 * or a restore code signs the resident in; an unknown phone becomes a new resident. A wrong code counts
 * only against the live codes it was typed for (their fifth wrong guess burns them) and against the
 * client address's hourly cap (residents/limits.ts), never against the phone: whoever knows a phone
 * cannot lock its owner out, who proves the phone by receiving a fresh code. Registering a new phone
 * needs `consent: true` (residents/customers.ts).
 */
export const POST = contractRoute(async (request: Request) => {
  const body = await readJsonObject(request)
  const form = checkFields(body, {
    code: { rules: [required, sixDigits], trim: true },
    phone: { rules: [required], trim: true },
  })
  const phone = normalisePhone(form.phone)
  if (!phone) throw fieldError('phone', PHONE_FORMAT_MESSAGE)
  const payload = await getPayload({ config })
  const limits = codeFailureLimits(clientIp(request.headers, env.trustProxy))
  await refuseIfSpent(payload, limits, tooManyWrongCodes)
  const result = await verifyCode(payloadCodeStore(payload), phone, form.code, { secret: env.payloadSecret })
  if (!result.ok) {
    await countFailure(payload, limits)
    throw fieldError('code', CODE_REFUSED[result.reason])
  }
  // Checked after the code, so that the answer cannot tell an unknown phone from a known one to
  // whoever has no code for it; a new phone without consent has then spent its code.
  const customer = await findOrCreateCustomer(payload, phone, body.consent === true ? consentRecord() : null)
  return ok({ token: await openSession(payload, customer.id, 'code') })
})
