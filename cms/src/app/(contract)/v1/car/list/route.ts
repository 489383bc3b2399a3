import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toCar } from '@/permits/cars'
import { residentFromRequest } from '@/residents/resident'

/** A resident owns a handful of cars; the list is not paged, but it is bounded. */
const MAX_CARS = 100

/** GET /v1/car/list: the resident's cars in the order they were added. */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const { docs, totalDocs } = await payload.find({
    collection: 'cars',
    sort: 'createdAt',
    limit: MAX_CARS,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return ok(docs.map(toCar), { count: totalDocs })
})
