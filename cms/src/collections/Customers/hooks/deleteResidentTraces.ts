import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteAll } from '../../../residents/store/deleteAll'

/**
 * A deleted resident leaves no way back in and nothing behind: their sessions and pending codes,
 * their permit applications with every scan (the files too: Payload removes an upload's file
 * with its document) and their cars go first, whether the resident deleted the account
 * (DELETE /v1/user) or an editor did in the admin. Before, not after, the delete: these reference
 * the resident. Scans before applications before cars, each referencing the next.
 */
export const deleteResidentTraces: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const resident = await req.payload.findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true })
  await deleteAll(req.payload, 'customer-sessions', { customer: { equals: id } }, req)
  await deleteAll(req.payload, 'statement-scans', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'statements', { owner: { equals: id } }, req)
  await deleteAll(req.payload, 'cars', { owner: { equals: id } }, req)
  if (resident) await deleteAll(req.payload, 'one-time-codes', { phone: { equals: resident.phone } }, req)
}
