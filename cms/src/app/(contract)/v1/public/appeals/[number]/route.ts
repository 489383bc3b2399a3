import config from '@payload-config'
import { getPayload } from 'payload'

import { APPEAL_NOT_FOUND } from '@/appeals/appeals'
import { findPublicAppeal } from '@/appeals/publicAppeals'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

type Context = { params: Promise<{ number: string }> }

/**
 * GET /v1/public/appeals/{number}: one public appeal. A private, held, unknown or malformed
 * number is the same 404, so the answer never tells that a private appeal exists.
 */
export const GET = contractRoute(async (_request: Request, { params }: Context) => {
  const appeal = await findPublicAppeal(await getPayload({ config }), (await params).number)
  if (!appeal) throw new ContractError(404, APPEAL_NOT_FOUND)
  return ok(appeal)
})
