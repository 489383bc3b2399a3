import config from '@payload-config'
import { getPayload } from 'payload'

import { readJsonObject } from '@/contract/body'
import { success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { ownCarOr404, plateFrom } from '@/permits/cars'
import { residentFromRequest } from '@/residents/resident'

/**
 * POST /v1/car/remove {state_registration_plate}. The car's drafts go with it (with their scans);
 * submitted and decided applications stay, keeping the plate they were filed for.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const car = await ownCarOr404(payload, user, plateFrom(await readJsonObject(request)))
  const drafts = await payload.find({
    collection: 'statements',
    where: { car: { equals: car.id }, status: { equals: 'draft' } },
    depth: 0,
    limit: 100,
    user,
    overrideAccess: false,
  })
  for (const draft of drafts.docs) {
    await payload.delete({
      collection: 'statement-scans',
      where: { statement: { equals: draft.id } },
      user,
      overrideAccess: false,
    })
    await payload.delete({ collection: 'statements', id: draft.id, user, overrideAccess: false })
  }
  await payload.delete({ collection: 'cars', id: car.id, user, overrideAccess: false })
  return success()
})
