import config from '@payload-config'
import { getPayload } from 'payload'

import { success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'
import { endSession } from '@/residents/sessions'

/**
 * POST /v1/authorize/logout (docs/spec.md#7-calls-the-product-makes): ends the session of the presented token, and only
 * that one.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { session } = await residentFromRequest(payload, request)
  await endSession(payload, session.id)
  return success()
})
