import type { Payload } from 'payload'

import { normalisePlate, PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { fieldError, REQUIRED, type Rule } from '@/contract/fields'
import { ContractError } from '@/contract/http'
import type { Car } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { formatDay, isPermitActive } from './dates'

export type ContractCar = { state_registration_plate: string; name: string; active_permit_end_date: string | null }

export function toCar(car: Car): ContractCar {
  return {
    state_registration_plate: car.state_registration_plate,
    name: car.name,
    // An ended permit is no permit: the field names the active one.
    active_permit_end_date: isPermitActive(car.active_permit_end_date) ? formatDay(car.active_permit_end_date) : null,
  }
}

/** checkFields' rule for a plate field: required first (docs/spec.md#5-validation-rules), then the plate format. */
export const plateRule: Rule = (value) => {
  if (value === '') return REQUIRED
  return normalisePlate(value) ? null : PLATE_MESSAGES.invalid
}

/** The body's plate in canonical form, or a 422 on `state_registration_plate`. */
export function plateFrom(body: Record<string, unknown>): string {
  const raw = body.state_registration_plate
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw fieldError('state_registration_plate', REQUIRED)
  }
  const plate = typeof raw === 'string' ? normalisePlate(raw) : null
  if (!plate) throw fieldError('state_registration_plate', PLATE_MESSAGES.invalid)
  return plate
}

/** The resident's car with this plate, read as the resident (access rules confine it), or null. */
export async function findOwnCar(payload: Payload, user: ResidentUser, plate: string): Promise<Car | null> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { state_registration_plate: { equals: plate } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Like findOwnCar, but another resident's plate and an unknown one both answer 404: never revealed. */
export async function ownCarOr404(payload: Payload, user: ResidentUser, plate: string): Promise<Car> {
  const car = await findOwnCar(payload, user, plate)
  if (!car) throw new ContractError(404, PLATE_MESSAGES.notFound)
  return car
}
