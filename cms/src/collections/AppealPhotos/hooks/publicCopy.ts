import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ensurePublicCopy, removePublicCopies } from '@/appeals/publicCopy'
import { afterCommit } from '@/database/afterCommit'
import type { AppealPhoto } from '@/payload-types'

/**
 * An approved photo's public copy is made when it is saved, so the first visitor does not wait for
 * it, and made again when its regions or its file change (appeals/publicCopy.ts names each copy by
 * what it was made from). A withdrawn approval removes it. After the commit: the copy is made from
 * the stored document. A failure is logged and the save stands: the public endpoint makes a missing
 * copy itself, and never serves the original instead.
 */
export const refreshPublicCopy: CollectionAfterChangeHook<AppealPhoto> = async ({ doc, previousDoc, req }) => {
  // A photo that was never approved has no copy to make or remove.
  if (!doc.approved_for_public && !previousDoc?.approved_for_public) return doc
  await afterCommit(req, `public copy of appeal photo ${doc.id}`, async () => {
    if (doc.approved_for_public) await ensurePublicCopy(req.payload, doc)
    else await removePublicCopies(doc.id)
  })
  return doc
}

/** A deleted photo's public copies go with it. */
export const deletePublicCopies: CollectionAfterDeleteHook<AppealPhoto> = async ({ doc, req }) => {
  await afterCommit(req, `removing the public copy of appeal photo ${doc.id}`, () => removePublicCopies(doc.id))
  return doc
}
