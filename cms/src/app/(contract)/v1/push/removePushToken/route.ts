import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { checkFields, maxLength, required } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { ENDPOINT_MAX_LENGTH } from '@/push/endpoints'
import { unsubscribe } from '@/push/subscriptions'
import { residentFromRequest } from '@/residents/resident'

/** POST /v1/push/removePushToken {endpoint}: unsubscribes one of the resident's own browsers. */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const resident = await residentFromRequest(payload, request)
  const { endpoint } = checkFields(await readJsonObject(request), {
    endpoint: { rules: [required, maxLength(ENDPOINT_MAX_LENGTH)] },
  })
  return ok({ removed: await unsubscribe(payload, resident, endpoint) })
})
