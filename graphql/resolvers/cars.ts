import { GraphQLError } from 'graphql'

import { formatPlate, normalisePlate, PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { parseApplicationDate } from '@anapa/shared/statements/applicationSchema'
import type { GatewayContext } from '@/graphql/context'
import type { RestCar, RestCarCheck } from '@/graphql/datasources/restTypes'
import type { Car, CarCheck, MutationResolvers, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { carNameSchema, carSchema } from '@/lib/validation/cars'
import { requireSignedIn } from './session'
import { assertValid } from './validate'

export const toCar = (car: RestCar): Car => ({
  plate: car.state_registration_plate,
  plateDisplay: formatPlate(car.state_registration_plate),
  name: car.name,
  permitEndDate: car.active_permit_end_date ?? null,
})

const toCarCheck = (check: RestCarCheck): CarCheck => ({
  plate: check.state_registration_plate,
  plateDisplay: formatPlate(check.state_registration_plate),
  alreadyAdded: check.already_added,
  permitActive: check.permit_active,
  permitEndDate: check.active_permit_end_date ?? null,
  canApply: check.can_apply,
  reason: check.reason ?? null,
})

/** The plate's canonical form, or the form's field error in the shared plate message. */
export function plateOf(raw: string, field = 'plate'): string {
  const plate = normalisePlate(raw)
  if (!plate) {
    throw new GraphQLError(PLATE_MESSAGES.invalid, {
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: PLATE_MESSAGES.invalid } },
    })
  }
  return plate
}

const carNotFound = () => new GraphQLError(PLATE_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND', status: 404 } })

/**
 * docs/architecture.md#4-session-and-security-rules: the gateway checks ownership again, whatever the CMS does. A plate
 * outside the resident's own list is NOT_FOUND before any write reaches the CMS.
 */
export async function ownCar({ api }: GatewayContext, plate: string): Promise<RestCar> {
  const car = (await api.cars()).find((c) => c.state_registration_plate === plate)
  if (!car) throw carNotFound()
  return car
}

/** Moscow's calendar day (the resort's), as a day number comparable with parseApplicationDate. */
const todayInAnapa = (now = Date.now()) => Math.floor((now + 3 * 3_600_000) / 86_400_000)

/** The latest end date among permits still running today (an end date of today still counts). */
export function latestActivePermitEndDate(cars: readonly RestCar[], now = Date.now()): string | null {
  const today = todayInAnapa(now)
  let best: { day: number; date: string } | null = null
  for (const { active_permit_end_date: date } of cars) {
    const day = date ? parseApplicationDate(date) : null
    if (day === null || day < today) continue
    if (!best || day > best.day) best = { day, date: date! }
  }
  return best?.date ?? null
}

export const carQueries: Pick<QueryResolvers, 'cars' | 'carCheck' | 'activeResidentPermitEndDate'> = {
  async cars(_parent, _args, context) {
    requireSignedIn(context)
    return (await context.api.cars()).map(toCar)
  },

  async carCheck(_parent, { plate }, context) {
    requireSignedIn(context)
    return toCarCheck(await context.api.checkCar(plateOf(plate)))
  },

  async activeResidentPermitEndDate(_parent, _args, context) {
    if (!context.token) return null
    return latestActivePermitEndDate(await context.api.cars())
  },
}

export const carMutations: Pick<MutationResolvers, 'addCar' | 'updateCar' | 'removeCar'> = {
  async addCar(_parent, { plate, name }, context) {
    requireSignedIn(context)
    assertValid(carSchema, { plate, name })
    return toCar(await context.api.addCar(plateOf(plate), name.trim()))
  },

  async updateCar(_parent, { plate, name }, context) {
    requireSignedIn(context)
    assertValid(carNameSchema, { name })
    const own = await ownCar(context, plateOf(plate))
    return toCar(await context.api.updateCar(own.state_registration_plate, name.trim()))
  },

  async removeCar(_parent, { plate }, context) {
    requireSignedIn(context)
    const own = await ownCar(context, plateOf(plate))
    await context.api.removeCar(own.state_registration_plate)
    return own.state_registration_plate
  },
}
