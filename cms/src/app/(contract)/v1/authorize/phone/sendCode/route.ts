import config from '@payload-config'
import { getPayload } from 'payload'

import { contractRoute } from '@/contract/route'
import { sendCode } from '@/residents/sendCode'

/**
 * POST /v1/authorize/phone/sendCode {phone} (docs/spec.md#7-calls-the-product-makes). Any valid phone: registration is
 * by code.
 */
export const POST = contractRoute(async (request: Request) => sendCode(await getPayload({ config }), request, 'login'))
