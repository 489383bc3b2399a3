import config from '@payload-config'
import { getPayload } from 'payload'

import { PHOTO_MESSAGES, streamPhoto } from '@/appeals/photos'
import { findPublicPhoto } from '@/appeals/publicAppeals'
import { ContractError } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { isUploadId } from '@/uploads/privateFiles'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /v1/public/appeals/photos/{id}: a photo an editor approved, of a public appeal, inline, to
 * anyone. Any other photo is a 404, whoever asks: the author sees theirs through /v1/appeals/photos.
 */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const { id } = await params
  if (!isUploadId(id)) throw new ContractError(404, PHOTO_MESSAGES.notFound)
  const payload = await getPayload({ config })
  return streamPhoto(payload, await findPublicPhoto(payload, id), request.signal)
})
