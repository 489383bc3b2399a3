import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { addFavorite, removeFavorite } from '@/favorites/favorites'
import { residentFromRequest } from '@/residents/resident'

type Context = { params: Promise<{ entity: string; slug: string }> }

/** PUT /v1/favorites/{entity}/{slug} (no body): adds a published item; adding twice keeps one. */
export const PUT = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const { entity, slug } = await params
  return ok(await addFavorite(payload, user, entity, slug))
})

/** DELETE /v1/favorites/{entity}/{slug}: removes it; 404 when it is not among the resident's favourites. */
export const DELETE = contractRoute(async (request: Request, { params }: Context) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const { entity, slug } = await params
  return ok(await removeFavorite(payload, user, entity, slug))
})
