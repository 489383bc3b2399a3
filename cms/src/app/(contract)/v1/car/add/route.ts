import config from '@payload-config'
import { getPayload } from 'payload'

import { normalisePlate, PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { readJsonObject } from '@/contract/body'
import { checkFields, fieldError, maxLength, required } from '@/contract/fields'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { findOwnCar, plateRule, toCar } from '@/permits/cars'
import { residentFromRequest } from '@/residents/resident'

/** More cars than a family has is not a resident's list any more. */
export const MAX_CARS_PER_RESIDENT = 20
const TOO_MANY_CARS = `Можно добавить не больше ${MAX_CARS_PER_RESIDENT} автомобилей`

/** POST /v1/car/add {state_registration_plate, name}: a new car; the same plate twice is a 422. */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  // Both fields' messages at once, as the form shows them side by side.
  const { state_registration_plate: typed, name } = checkFields(body, {
    state_registration_plate: { rules: [plateRule], trim: true },
    name: { rules: [required, maxLength(100)], trim: true },
  })
  const plate = normalisePlate(typed)!
  if (await findOwnCar(payload, user, plate)) throw fieldError('state_registration_plate', PLATE_MESSAGES.duplicate)
  const { totalDocs } = await payload.count({ collection: 'cars', user, overrideAccess: false })
  if (totalDocs >= MAX_CARS_PER_RESIDENT) throw new ContractError(422, TOO_MANY_CARS)
  try {
    const car = await payload.create({
      collection: 'cars',
      data: { owner: user.id, state_registration_plate: plate, name },
      depth: 0,
      user,
      overrideAccess: false,
    })
    return ok(toCar(car))
  } catch (error) {
    // Two adds of one plate at once: the (owner, plate) unique index refuses the second.
    if (await findOwnCar(payload, user, plate)) throw fieldError('state_registration_plate', PLATE_MESSAGES.duplicate)
    throw error
  }
})
