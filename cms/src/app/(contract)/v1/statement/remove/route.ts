import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { ContractError, success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { deleteDraft } from '@/permits/drafts'
import { ownStatementOr404, STATEMENT_MESSAGES } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/statement/remove {statement_code}: the resident deletes their unsent draft with its scans.
 * A sent application is the city's record and stays (422); another resident's code is a 404.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const statement = await ownStatementOr404(payload, user, (await readJsonObject(request)).statement_code)
  if (statement.status !== 'draft') throw new ContractError(422, STATEMENT_MESSAGES.notDraftRemove)
  await deleteDraft(payload, user, statement.id)
  return success()
})
