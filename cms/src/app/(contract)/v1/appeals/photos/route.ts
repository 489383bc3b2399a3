import config from '@payload-config'
import { getPayload } from 'payload'

import { readPhotoUpload, storePhoto, sweepUnattachedPhotos, toUploadedPhoto } from '@/appeals/photos'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { appealPhotoUploadLimits } from '@/residents/limits'
import { residentFromRequest } from '@/residents/resident'
import { takeOrRefuse } from '@/residents/throttle'

/**
 * POST /v1/appeals/photos (multipart: file): one photo for a future appeal, unattached until an
 * appeal names it. Every call counts against the upload limit before the body is read.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await takeOrRefuse(payload, appealPhotoUploadLimits(user.id))
  const photo = await storePhoto(payload, user, await readPhotoUpload(request))
  await sweepUnattachedPhotos(payload)
  return ok(toUploadedPhoto(photo))
})
