import config from '@payload-config'
import { getPayload } from 'payload'

import { readDraftValues } from '@anapa/shared/statements/draftValues'
import { readJsonObject } from '@/contract/body'
import { CHECK_FIELDS } from '@/contract/fields'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { saveDraftValues } from '@/permits/drafts'
import { ownStatementOr404, STATEMENT_MESSAGES, toStatement } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/statement/resident-permits/draft {statement_code, …application fields}: saves what the resident
 * has typed so far onto their draft, unchecked but bounded (@anapa/shared/statements/draftValues),
 * so it can be continued on another device. Fields not sent keep their saved values. Another
 * resident's code is a 404, a sent application a 422.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const statement = await ownStatementOr404(payload, user, body.statement_code)
  if (statement.status !== 'draft') throw new ContractError(422, STATEMENT_MESSAGES.notDraft)
  const result = readDraftValues(body)
  if (!result.ok) throw new ContractError(422, CHECK_FIELDS, { fields: { ...result.fields } })
  return ok(toStatement(await saveDraftValues(payload, user, statement, result.values)))
})
