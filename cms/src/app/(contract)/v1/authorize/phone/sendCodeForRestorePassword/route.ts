import config from '@payload-config'
import { getPayload } from 'payload'

import { contractRoute } from '@/contract/route'
import { sendCode } from '@/residents/sendCode'

/**
 * POST /v1/authorize/phone/sendCodeForRestorePassword {phone} (docs/spec.md#7-calls-the-product-makes): 404 for a phone
 * without an account (docs/spec.md#8-error-catalogue).
 */
export const POST = contractRoute(async (request: Request) =>
  sendCode(await getPayload({ config }), request, 'restore'),
)
