import { normalisePhone } from '@anapa/shared/text/phone'
import type { Payload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, fieldError, required } from '@/contract/fields'
import { ContractError, success } from '@/contract/http'
import { env } from '@/env'
import { smsProvider } from '@/sms'
import { clientIp } from './clientIp'
import { issueCode, type CodePurpose } from './codes'
import { findCustomerByPhone } from './customers'
import { sendCodeLimits } from './limits'
import { PHONE_NOT_FOUND, SMS_FAILED } from './messages'
import { PHONE_FORMAT_MESSAGE } from './phone'
import { smsText } from './smsText'
import { payloadCodeStore } from './store/codeStore'
import { takeOrRefuse } from './throttle'

/** The phone of a `{phone}` body, normalised, or a 422 on `fields.phone`. */
export async function phoneFromBody(request: Request): Promise<string> {
  const { phone } = checkFields(await readJsonObject(request), { phone: { rules: [required], trim: true } })
  const normalised = normalisePhone(phone)
  if (!normalised) throw fieldError('phone', PHONE_FORMAT_MESSAGE)
  return normalised
}

/**
 * POST sendCode and sendCodeForRestorePassword. The limits come before the recovery's 404, so
 * the 404 cannot be used to probe phones faster than codes can be sent (docs/api/openapi.yaml).
 * Only sends count here: wrong codes never keep the owner from a fresh one (residents/limits.ts).
 */
export async function sendCode(payload: Payload, request: Request, purpose: CodePurpose): Promise<Response> {
  const phone = await phoneFromBody(request)
  await takeOrRefuse(payload, sendCodeLimits(phone, clientIp(request.headers, env.trustProxy), env.smsIpHourlyLimit))
  if (purpose === 'restore' && !(await findCustomerByPhone(payload, phone))) {
    throw new ContractError(404, PHONE_NOT_FOUND)
  }
  const code = await issueCode(payloadCodeStore(payload), phone, purpose, { secret: env.payloadSecret })
  const provider = smsProvider()
  try {
    await provider.send({ phone, text: smsText(purpose, code), code })
  } catch (error) {
    // The error names the provider's failure (status, file system), never the text or the code.
    console.error(`[sms] ${provider.name} provider failed:`, error instanceof Error ? error.message : error)
    throw new ContractError(503, SMS_FAILED)
  }
  return success()
}
