import config from '@payload-config'
import { getPayload } from 'payload'

import { appealNumberOf, unfollowAppeal } from '@/appeals/followers'
import { success } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ number: string }> }

/**
 * DELETE /v1/appeals/followed/{number}: stops supporting; the contract's success flag, as its other
 * deletes answer (a 204 would be the contract's only bodiless answer). Not supported is a 404.
 */
export const DELETE = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await unfollowAppeal(payload, user, appealNumberOf((await params).number, 'path'))
  return success()
})
