import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { fieldError } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { ownCarOr404, plateFrom } from '@/permits/cars'
import { formatDay, isPermitActive } from '@/permits/dates'
import { newStatementCode, PENDING_STATUSES, STATEMENT_MESSAGES, toStatement } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

const CODE_ATTEMPTS = 5

/**
 * POST /v1/statement/create {state_registration_plate}: a draft application for one of the
 * resident's cars (404 for a plate not in their list). Idempotent: an existing draft for the car
 * is answered instead of a second one. A car with an active permit or an application under review
 * cannot get another (422).
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const car = await ownCarOr404(payload, user, plateFrom(await readJsonObject(request)))
  if (isPermitActive(car.active_permit_end_date)) {
    throw fieldError(
      'state_registration_plate',
      STATEMENT_MESSAGES.permitActive(formatDay(car.active_permit_end_date)!),
    )
  }
  const open = await payload.find({
    collection: 'statements',
    where: { car: { equals: car.id }, status: { in: ['draft', ...PENDING_STATUSES] } },
    sort: '-createdAt',
    depth: 1,
    limit: 10,
    user,
    overrideAccess: false,
  })
  if (open.docs.some((s) => s.status !== 'draft'))
    throw fieldError('state_registration_plate', STATEMENT_MESSAGES.pending)
  const draft = open.docs.find((s) => s.status === 'draft')
  if (draft) return ok(toStatement(draft))

  for (let attempt = 1; ; attempt += 1) {
    const statement_code = newStatementCode()
    // A random code may, rarely, be taken: try another rather than fail the resident.
    const taken = await payload.count({
      collection: 'statements',
      where: { statement_code: { equals: statement_code } },
    })
    if (taken.totalDocs > 0 && attempt < CODE_ATTEMPTS) continue
    const created = await payload.create({
      collection: 'statements',
      data: {
        statement_code,
        owner: user.id,
        car: car.id,
        state_registration_plate: car.state_registration_plate,
        status: 'draft',
      },
      depth: 1,
      user,
      overrideAccess: false,
    })
    return ok(toStatement(created))
  }
})
