import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '../../../../../../contract/body'
import { checkFields, fieldError, required, type Rule } from '../../../../../../contract/fields'
import { contractRoute, ok } from '../../../../../../contract/http'
import { env } from '../../../../../../env'
import { verifyCode } from '../../../../../../residents/codes'
import { findOrCreateCustomer } from '../../../../../../residents/customers'
import { CODE_FORMAT, CODE_REFUSED } from '../../../../../../residents/messages'
import { normalisePhone, PHONE_FORMAT_MESSAGE } from '../../../../../../residents/phone'
import { openSession } from '../../../../../../residents/sessions'
import { payloadCodeStore } from '../../../../../../residents/store/codeStore'

const sixDigits: Rule = (value) => (/^\d{6}$/.test(value) ? null : CODE_FORMAT)

/**
 * POST /v1/authorize/phone/loginByCode {code, phone} (spec §4 "Login by code"): a login or a
 * restore code signs the resident in; an unknown phone becomes a new resident.
 */
export const POST = contractRoute(async (request: Request) => {
  const form = checkFields(await readJsonObject(request), {
    code: { rules: [required, sixDigits], trim: true },
    phone: { rules: [required], trim: true },
  })
  const phone = normalisePhone(form.phone)
  if (!phone) throw fieldError('phone', PHONE_FORMAT_MESSAGE)
  const payload = await getPayload({ config })
  const result = await verifyCode(payloadCodeStore(payload), phone, form.code, { secret: env.payloadSecret })
  if (!result.ok) throw fieldError('code', CODE_REFUSED[result.reason])
  const customer = await findOrCreateCustomer(payload, phone)
  return ok({ token: await openSession(payload, customer.id, 'code') })
})
