import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { listFavorites } from '@/favorites/favorites'
import { residentFromRequest } from '@/residents/resident'

/** GET /v1/favorites: the resident's favourites, newest first; items unpublished since have available: false. */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const favorites = await listFavorites(payload, user)
  return ok(favorites, { count: favorites.length })
})
