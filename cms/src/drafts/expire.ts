import type { Payload } from 'payload'

import { draftExpiryCutoff } from '@anapa/shared/drafts/expiry'
import { deleteDraft } from '@/permits/drafts'

const BATCH = 100

/**
 * Deletes the drafts nobody saved for DRAFT_LIFETIME_DAYS before `now` (@anapa/shared/drafts/expiry):
 * permit applications still in `draft`, with their scans, and unsent appeals (their photos, no longer
 * named by a draft, go with the next unattached-photo sweep). `now` is injectable so the rule is
 * tested without waiting a month. Answers how many were deleted.
 */
export async function deleteExpiredDrafts(payload: Payload, now: Date = new Date()): Promise<number> {
  const cutoff = draftExpiryCutoff(now).toISOString()
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'statements',
      where: { status: { equals: 'draft' }, updatedAt: { less_than: cutoff } },
      sort: 'updatedAt',
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const draft of docs) {
      await deleteDraft(payload, null, draft.id)
      deleted += 1
    }
    if (docs.length < BATCH) break
  }
  const appeals = await payload.delete({
    collection: 'appeal-drafts',
    where: { updatedAt: { less_than: cutoff } },
    depth: 0,
    overrideAccess: true,
  })
  return deleted + appeals.docs.length
}
