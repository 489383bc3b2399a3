import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { SCAN_MESSAGES } from '@anapa/shared/statements/scans'
import { SCAN_EXTENSIONS } from '@anapa/shared/uploads/magicBytes'
import { fieldError } from '@/contract/fields'
import { ContractError } from '@/contract/http'
import type { AppealPhoto } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import {
  assertUploadDecodes,
  isPayloadValidationError,
  isUploadId,
  privateFileResponse,
  readUploadedFile,
  readUploadForm,
} from '@/uploads/privateFiles'
import { photoIdsInDrafts } from './drafts'

export const PHOTO_MESSAGES = {
  badType: 'Допустимы фотографии JPEG или PNG',
  notFound: 'Фото не найдено',
  notYours: 'Фото не найдено или уже прикреплено',
} as const

/** Unattached photos are kept this long: enough to finish the form, not to hoard files. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 3_600_000

export type PhotoMime = 'image/jpeg' | 'image/png'

/**
 * Reads one photo upload: the body is cut at 10 MB plus framing (413), then the file's presence,
 * emptiness, size and magic bytes are checked, as for the permit scans; a PDF is a document, not
 * a photo of a pothole, so only JPEG and PNG pass. Last, the picture must decode whole, as a
 * scan must (uploads/decodes.ts): the right first bytes are not yet a picture.
 */
export async function readPhotoUpload(request: Request): Promise<{ bytes: Buffer; mimeType: PhotoMime }> {
  const { bytes, mimeType } = await readUploadedFile(await readUploadForm(request))
  if (mimeType !== 'image/jpeg' && mimeType !== 'image/png') throw fieldError('file', PHOTO_MESSAGES.badType)
  await assertUploadDecodes(bytes, mimeType)
  return { bytes, mimeType }
}

export async function storePhoto(
  payload: Payload,
  user: ResidentUser,
  upload: { bytes: Buffer; mimeType: PhotoMime },
): Promise<AppealPhoto> {
  const id = randomUUID()
  try {
    return await payload.create({
      collection: 'appeal-photos',
      data: { id, owner: user.id, attached: false },
      file: {
        data: upload.bytes,
        mimetype: upload.mimeType,
        name: `${id}.${SCAN_EXTENSIONS[upload.mimeType]}`,
        size: upload.bytes.byteLength,
      },
      depth: 0,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    // Payload's own check of the file (its type sniffing) disagreeing with ours: not a usable photo.
    if (isPayloadValidationError(error)) throw fieldError('file', SCAN_MESSAGES.corrupt)
    throw error
  }
}

/**
 * Deletes residents' photos never attached to an appeal within a day (their files go with them).
 * Run lazily on each upload: uploads are what creates them, so the pile cannot grow unseen.
 */
export async function sweepUnattachedPhotos(payload: Payload, now = Date.now()): Promise<void> {
  // A saved draft keeps its photos until it is sent or deleted, or expires (appeals/drafts.ts).
  const kept = await photoIdsInDrafts(payload)
  await payload.delete({
    collection: 'appeal-photos',
    where: {
      attached: { equals: false },
      owner: { exists: true },
      createdAt: { less_than: new Date(now - UNATTACHED_PHOTO_TTL_MS).toISOString() },
      ...(kept.length > 0 ? { id: { not_in: kept } } : {}),
    },
    overrideAccess: true,
  })
}

export function toUploadedPhoto(photo: AppealPhoto) {
  return { id: photo.id, mime_type: photo.mimeType ?? '', size: photo.filesize ?? 0, created_at: photo.createdAt }
}

/**
 * A photo the resident may see: their own, or an answer photo of one of their appeals (editors'
 * uploads have no owner; the appeal's ownership, read with the resident's access, grants them).
 */
async function readablePhoto(payload: Payload, user: ResidentUser, id: string): Promise<AppealPhoto | null> {
  const own = await payload.findByID({
    collection: 'appeal-photos',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (own) return own
  const { totalDocs } = await payload.count({
    collection: 'appeals',
    where: { answer_photos: { in: [id] } },
    user,
    overrideAccess: false,
  })
  if (totalDocs === 0) return null
  return payload.findByID({ collection: 'appeal-photos', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** The photo's bytes, inline, for whoever may see it; anyone else's id (or a malformed one) is a 404. */
export async function photoResponse(
  payload: Payload,
  user: ResidentUser,
  id: string,
  signal?: AbortSignal,
): Promise<Response> {
  if (!isUploadId(id)) throw new ContractError(404, PHOTO_MESSAGES.notFound)
  return streamPhoto(payload, await readablePhoto(payload, user, id), signal)
}

/**
 * A photo's original bytes, inline, for its author or an editor; a photo that is missing, or has
 * no file, is the one 404. The public never gets these: it gets the blurred copy without metadata
 * (publicCopy.ts).
 */
async function streamPhoto(payload: Payload, photo: AppealPhoto | null, signal?: AbortSignal): Promise<Response> {
  const notFound = new ContractError(404, PHOTO_MESSAGES.notFound)
  if (!photo?.filename || !photo.mimeType) throw notFound
  const response = await privateFileResponse(
    payload,
    'appeal-photos',
    { ...photo, filename: photo.filename, mimeType: photo.mimeType },
    photo.id,
    signal,
  )
  if (!response) throw notFound
  return response
}
