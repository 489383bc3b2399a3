import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, maxLength, required, type Rule } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { env } from '@/env'
import { parseSubscription } from '@/push/endpoints'
import { PUSH_MESSAGES, subscribe } from '@/push/subscriptions'
import { residentFromRequest } from '@/residents/resident'

const TOKEN_MAX = 4096
const DEVICE_MAX = 100

const subscription: Rule = (value) =>
  parseSubscription(value, env.pushExtraOrigins) ? null : PUSH_MESSAGES.invalidToken

/**
 * POST /v1/push/createPushToken {token, device}: `token` is the browser's PushSubscription as JSON,
 * whose endpoint must be a known push service (SSRF); `device` a label such as «Chrome, Android».
 * Subscribing the same browser again replaces its subscription.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const resident = await residentFromRequest(payload, request)
  const form = checkFields(await readJsonObject(request), {
    token: { rules: [required, maxLength(TOKEN_MAX), subscription] },
    device: { rules: [required, maxLength(DEVICE_MAX)], trim: true },
  })
  const keys = parseSubscription(form.token, env.pushExtraOrigins)!
  return ok(await subscribe(payload, resident, { ...keys, device: form.device }))
})
