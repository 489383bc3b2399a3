import config from '@payload-config'
import { getPayload } from 'payload'

import { contactPhoneForTransport, validateApplication } from '@anapa/shared/statements/applicationSchema'
import { CONSENT_FIELD, consentError, consentRecord } from '@anapa/shared/privacy/consent'
import { SCAN_KINDS, SCAN_MESSAGES } from '@anapa/shared/statements/scans'
import { readJsonObject } from '@/contract/body'
import { CHECK_FIELDS } from '@/contract/fields'
import { ContractError, ok, type FieldErrors } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { ownStatementOr404, STATEMENT_MESSAGES, toStatement } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/statement/resident-permits/data: the application fields of the draft named by `statement_code`,
 * validated with the shared schema (the site's form runs the same one); the application is
 * submitted only when all four scans are attached and `consent` is true (stored with its moment and
 * the policy edition). Every failing field, every missing scan and a missing consent come back at
 * once, so the resident fixes everything in one go.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const statement = await ownStatementOr404(payload, user, body.statement_code)
  if (statement.status !== 'draft') throw new ContractError(422, STATEMENT_MESSAGES.notDraft)

  const result = validateApplication(body)
  const fields: FieldErrors = result.ok ? {} : { ...result.fields }
  for (const kind of SCAN_KINDS) {
    if (!statement[kind]) fields[kind] = SCAN_MESSAGES.missing
  }
  const consentMissing = consentError(body.consent)
  if (consentMissing) fields[CONSENT_FIELD] = consentMissing
  if (!result.ok || Object.keys(fields).length > 0) throw new ContractError(422, CHECK_FIELDS, { fields })

  const submitted = await payload.update({
    collection: 'statements',
    id: statement.id,
    data: {
      ...result.value,
      contact_phone: contactPhoneForTransport(result.value.contact_phone),
      // The schema admitted only these two.
      sex: result.value.sex as 'male' | 'female',
      status: 'submitted',
      ...consentRecord(),
    },
    depth: 1,
    user,
    overrideAccess: false,
  })
  return ok(toStatement(submitted))
})
