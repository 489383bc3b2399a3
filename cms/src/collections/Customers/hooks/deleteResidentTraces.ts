import type { CollectionBeforeDeleteHook } from 'payload'

import { releaseResidentSeats } from '@/bookings/seats'
import { deleteAll } from '@/residents/store/deleteAll'

/**
 * A deleted resident leaves no way back in and nothing behind: their sessions and pending codes,
 * their permit applications with every scan (the files too: Payload removes an upload's file
 * with its document) and their cars go first, whether the resident deleted the account
 * (DELETE /v1/user) or an editor did in the admin. Before, not after, the delete: these reference
 * the resident. Scans before applications before cars, each referencing the next. Appeals go with
 * their photos and the editors' answer photos (an appeal describes where the resident
 * lives and what they saw; nothing in it is worth keeping without them); bookings go after their
 * held seats are returned to sessions still ahead. Unsent appeal drafts go with the appeals. Favourites, personal
 * notifications, push subscriptions and the answers kept for the resident's Idempotency-Keys go too,
 * and so do the appeals they support and their verdicts on others' appeals with the verdicts' photos
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md; a dispute's words stay in the appeal's
 * history, with nothing saying whose they were).
 */
export const deleteResidentTraces: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const resident = await req.payload.findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true })
  // The answers kept for the resident's Idempotency-Keys may repeat their data (contract/idempotency.ts).
  await deleteAll(req.payload, 'idempotency-keys', { customer: { equals: id } }, req)
  await deleteAll(req.payload, 'customer-sessions', { customer: { equals: id } }, req)
  await deleteAll(req.payload, 'statement-scans', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'statements', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'cars', { owner: { equals: id } }, req)
  const appeals = await req.payload.find({
    collection: 'appeals',
    where: { owner: { equals: id } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const answerPhotos = appeals.docs.flatMap((a) =>
    (a.answer_photos ?? []).map((p) => (typeof p === 'object' ? p.id : p)),
  )
  await deleteAll(req.payload, 'appeal-followers', { customer: { equals: id } }, req)
  // Before the photos: a verdict names its photos, which are the resident's own (deleted below).
  await deleteAll(req.payload, 'appeal-verdicts', { customer: { equals: id } }, req)
  // Unsent appeals (their photos are the resident's own, deleted just below).
  await deleteAll(req.payload, 'appeal-drafts', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'appeals', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'appeal-photos', { owner: { equals: id } }, req)
  if (answerPhotos.length > 0) await deleteAll(req.payload, 'appeal-photos', { id: { in: answerPhotos } }, req)
  await releaseResidentSeats(req.payload, Number(id))
  await deleteAll(req.payload, 'bookings', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'favorites', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'notifications', { resident: { equals: id } }, req)
  await deleteAll(req.payload, 'push-subscriptions', { owner: { equals: id } }, req)
  if (resident) await deleteAll(req.payload, 'one-time-codes', { phone: { equals: resident.phone } }, req)
}
