import type { Payload } from 'payload'

import { draftExpiresAt } from '@anapa/shared/drafts/expiry'
import type { AppealDraftPhoto, AppealDraftValues } from '@anapa/shared/appeals/draftValues'
import { ContractError } from '@/contract/http'
import type { AppealDraft } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'

export const APPEAL_DRAFT_NOT_FOUND = 'Черновик не найден'

function photosOf(draft: AppealDraft): AppealDraftPhoto[] {
  if (!Array.isArray(draft.photos)) return []
  return draft.photos.flatMap((p) => {
    const { id, name } = (p ?? {}) as Record<string, unknown>
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : '' }] : []
  })
}

/** The contract's AppealDraft. */
export function toAppealDraft(draft: AppealDraft) {
  return {
    request_id: draft.request_id,
    topic_id: draft.topic_id ?? '',
    text: draft.text ?? '',
    address: draft.address ?? '',
    location:
      typeof draft.lat === 'number' && typeof draft.lon === 'number' ? { lat: draft.lat, lon: draft.lon } : null,
    photos: photosOf(draft),
    is_public: typeof draft.is_public === 'boolean' ? draft.is_public : null,
    updated_at: draft.updatedAt,
    expires_at: draftExpiresAt(draft.updatedAt),
  }
}

/** The resident's draft by its request id, or null; another resident's reads the same as none. */
export async function findOwnAppealDraft(
  payload: Payload,
  user: ResidentUser,
  requestId: string,
): Promise<AppealDraft | null> {
  const { docs } = await payload.find({
    collection: 'appeal-drafts',
    where: { request_id: { equals: requestId } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export async function ownAppealDraftOr404(payload: Payload, user: ResidentUser, requestId: string) {
  const draft = requestId.length <= 64 ? await findOwnAppealDraft(payload, user, requestId) : null
  if (!draft) throw new ContractError(404, APPEAL_DRAFT_NOT_FOUND)
  return draft
}

export const draftData = (value: AppealDraftValues) => ({
  topic_id: value.topic_id || null,
  text: value.text || null,
  address: value.address || null,
  lat: value.location?.lat ?? null,
  lon: value.location?.lon ?? null,
  photos: value.photos,
  is_public: value.is_public,
})

/** Sending an appeal ends its draft: the one with the same request id goes. */
export async function deleteAppealDraftOf(payload: Payload, user: ResidentUser, requestId: string): Promise<void> {
  await payload.delete({
    collection: 'appeal-drafts',
    where: { request_id: { equals: requestId } },
    user,
    overrideAccess: false,
  })
}

/** Photo ids some draft still names: the unattached-photo sweep keeps them while the draft lives. */
export async function photoIdsInDrafts(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'appeal-drafts',
    where: { photos: { exists: true } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { photos: true },
  })
  return docs.flatMap((d) => photosOf(d as AppealDraft).map((p) => p.id))
}
