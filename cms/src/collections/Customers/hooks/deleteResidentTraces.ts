import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteAll } from '../../../residents/store/deleteAll'

/**
 * A deleted resident leaves no way back in: their sessions and pending codes go first, whether
 * the resident deleted the account (DELETE /v1/user) or an editor did in the admin.
 * Before, not after, the delete: the sessions reference the resident.
 */
export const deleteResidentTraces: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const resident = await req.payload.findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true })
  await deleteAll(req.payload, 'customer-sessions', { customer: { equals: id } }, req)
  if (resident) await deleteAll(req.payload, 'one-time-codes', { phone: { equals: resident.phone } }, req)
}
