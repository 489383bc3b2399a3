import config from '@payload-config'
import { getPayload } from 'payload'

import { PHOTO_MESSAGES } from '@/appeals/photos'
import { publicCopyResponse } from '@/appeals/publicCopy'
import { findPublicPhoto } from '@/appeals/publicAppeals'
import { ContractError } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { isUploadId } from '@/uploads/privateFiles'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /v1/public/appeals/photos/{id}: a photo an editor approved, of a public appeal, inline, to
 * anyone, as its public copy: the areas the editor marked blurred, no metadata (GPS included), never
 * the original's bytes (docs/decisions/0056-photo-blur.md). Any other photo is a 404, whoever asks:
 * the author sees the original of theirs through /v1/appeals/photos.
 */
export const GET = contractRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params
  if (!isUploadId(id)) throw new ContractError(404, PHOTO_MESSAGES.notFound)
  const payload = await getPayload({ config })
  const photo = await findPublicPhoto(payload, id)
  const response = photo ? await publicCopyResponse(payload, photo) : null
  if (!response) throw new ContractError(404, PHOTO_MESSAGES.notFound)
  return response
})
