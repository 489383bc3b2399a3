import config from '@payload-config'
import { getPayload } from 'payload'

import { normalisePlate } from '@anapa/shared/cars/plate'
import { readJsonObject } from '@/contract/body'
import { checkFields, maxLength, required } from '@/contract/fields'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { ownCarOr404, plateRule, toCar } from '@/permits/cars'
import { residentFromRequest } from '@/residents/resident'

/** POST /v1/car/update {state_registration_plate, name}: renames the resident's car (404 otherwise). */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const { state_registration_plate: typed, name } = checkFields(body, {
    state_registration_plate: { rules: [plateRule], trim: true },
    name: { rules: [required, maxLength(100)], trim: true },
  })
  const car = await ownCarOr404(payload, user, normalisePlate(typed)!)
  const updated = await payload.update({
    collection: 'cars',
    id: car.id,
    data: { name },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return ok(toCar(updated))
})
