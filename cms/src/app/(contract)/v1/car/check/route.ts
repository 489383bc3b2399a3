import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { findOwnCar, plateFrom } from '@/permits/cars'
import { formatDay, isPermitActive } from '@/permits/dates'
import { PENDING_STATUSES, STATEMENT_MESSAGES } from '@/permits/statements'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/car/check {state_registration_plate}: the normalised plate and what this resident may do
 * with it. Only the resident's own car is looked at: the answer says nothing about other residents
 * (a plate another resident added reads as not added).
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const plate = plateFrom(await readJsonObject(request))
  const car = await findOwnCar(payload, user, plate)
  const permitActive = isPermitActive(car?.active_permit_end_date)
  const endDate = permitActive ? formatDay(car?.active_permit_end_date) : null
  let reason: string | null = null
  if (permitActive) reason = STATEMENT_MESSAGES.permitActive(endDate!)
  else if (car) {
    const { totalDocs } = await payload.count({
      collection: 'statements',
      where: { car: { equals: car.id }, status: { in: [...PENDING_STATUSES] } },
      user,
      overrideAccess: false,
    })
    if (totalDocs > 0) reason = STATEMENT_MESSAGES.pending
  }
  return ok({
    state_registration_plate: plate,
    already_added: car !== null,
    permit_active: permitActive,
    active_permit_end_date: endDate,
    can_apply: reason === null,
    reason,
  })
})
