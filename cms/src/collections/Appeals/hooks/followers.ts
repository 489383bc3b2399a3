import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { deleteAll } from '@/residents/store/deleteAll'
import { relationId } from './statusMachine'

/** The residents who support an appeal (their ids), read past access within the caller's operation. */
export async function supportersOf(req: PayloadRequest, appealId: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'appeal-followers',
    where: { appeal: { equals: appealId } },
    depth: 0,
    pagination: false,
    limit: 0,
    req,
    overrideAccess: true,
    select: { customer: true },
  })
  return docs.map((d) => relationId(d.customer)).filter((id): id is number => id !== null)
}

/**
 * An editor closing an appeal as a duplicate merges its people into the original
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md): the duplicate's author and its
 * supporters become supporters of the original, so the original's news reaches them; never the
 * original's own author (who hears of it anyway), never twice. In the editor's save's operation.
 */
export const mergeDuplicateFollowers: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'duplicate') return doc
  const originalId = relationId(doc.duplicate_of)
  if (originalId === null) return doc
  if (previousDoc?.status === 'duplicate' && relationId(previousDoc.duplicate_of) === originalId) return doc
  const original = await req.payload.findByID({
    collection: 'appeals',
    id: originalId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { owner: true },
  })
  if (!original) return doc
  const already = new Set([relationId(original.owner), ...(await supportersOf(req, originalId))])
  const movers = [relationId(doc.owner), ...(await supportersOf(req, doc.id))]
  for (const customer of new Set(movers)) {
    if (customer === null || already.has(customer)) continue
    await req.payload.create({
      collection: 'appeal-followers',
      data: { appeal: originalId, customer, via: 'merge' },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  return doc
}

/** An appeal deleted (by an editor, or with its author's account) takes its supporters and verdicts along. */
export const deleteAppealFollowersAndVerdicts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'appeal-verdicts',
    where: { appeal: { equals: id } },
    depth: 0,
    pagination: false,
    limit: 0,
    req,
    overrideAccess: true,
    select: { photos: true },
  })
  // A dispute's photos belong to the appeal they showed (appeals/verdicts.ts attached them).
  const photos = docs.flatMap((d) => (d.photos ?? []).map((p) => (typeof p === 'object' ? p.id : p)))
  await deleteAll(req.payload, 'appeal-followers', { appeal: { equals: id } }, req)
  await deleteAll(req.payload, 'appeal-verdicts', { appeal: { equals: id } }, req)
  if (photos.length > 0) await deleteAll(req.payload, 'appeal-photos', { id: { in: photos } }, req)
}
