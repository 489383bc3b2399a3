import config from '@payload-config'
import { getPayload } from 'payload'

import { contractRoute } from '../../../../../../contract/http'
import { sendCode } from '../../../../../../residents/sendCode'

/** POST /v1/authorize/phone/sendCodeForRestorePassword {phone} (spec §7): 404 for a phone without an account (spec §8). */
export const POST = contractRoute(async (request: Request) =>
  sendCode(await getPayload({ config }), request, 'restore'),
)
