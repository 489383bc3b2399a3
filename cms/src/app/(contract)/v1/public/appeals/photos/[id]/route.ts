import config from '@payload-config'
import { getPayload } from 'payload'

import { PHOTO_MESSAGES } from '@/appeals/photos'
import { findPublicPhoto } from '@/appeals/publicAppeals'
import { ContractError } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { isUploadId, privateFileResponse } from '@/uploads/privateFiles'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /v1/public/appeals/photos/{id}: a photo an editor approved, of a public appeal, inline, to
 * anyone. Any other photo is a 404, whoever asks: the author sees theirs through /v1/appeals/photos.
 */
export const GET = contractRoute(async (request: Request, { params }: Context) => {
  const notFound = new ContractError(404, PHOTO_MESSAGES.notFound)
  const { id } = await params
  if (!isUploadId(id)) throw notFound
  const payload = await getPayload({ config })
  const photo = await findPublicPhoto(payload, id)
  if (!photo?.filename || !photo.mimeType) throw notFound
  const response = await privateFileResponse(
    payload,
    'appeal-photos',
    { ...photo, filename: photo.filename, mimeType: photo.mimeType },
    photo.id,
    request.signal,
  )
  if (!response) throw notFound
  return response
})
