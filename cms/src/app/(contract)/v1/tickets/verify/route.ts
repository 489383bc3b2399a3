import config from '@payload-config'
import { getPayload } from 'payload'

import { isEditorUser } from '@/access'
import { releaseExpiredHolds } from '@/bookings/seats'
import { checkTicket } from '@/bookings/verifyTicket'
import { readJsonObject } from '@/contract/body'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

const STAFF_ONLY = 'Проверка билетов доступна только сотрудникам портала'
const CODE_REQUIRED = 'Отсканируйте QR-код билета'
/** `B-2026-000123.` and 64 hex digits, with room to spare; anything longer is not a ticket. */
const MAX_CODE_LENGTH = 200

/**
 * POST /v1/tickets/verify {code, admit?}: the staff at the entrance check a scanned ticket
 * (operationId verifyTicket in docs/api/openapi.yaml). Staff sign in as editors (the `users`
 * collection); a resident's or a visitor's call is 401, whatever it sends.
 */
export const POST = contractRoute(async (request: Request) => {
  // The body's type and size first, as every JSON call (contract/body.ts): a cross-site text/plain
  // POST is refused before anything is looked up.
  const body = await readJsonObject(request)
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isEditorUser(user)) throw new ContractError(401, STAFF_ONLY)
  const { code, admit } = body
  if (typeof code !== 'string' || code.trim() === '' || code.length > MAX_CODE_LENGTH) {
    throw new ContractError(400, CODE_REQUIRED, { fields: { code: CODE_REQUIRED } })
  }
  await releaseExpiredHolds(payload)
  return ok(await checkTicket(payload, code.trim(), { admit: admit === true }))
})
