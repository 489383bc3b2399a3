import type { Payload, PayloadRequest, Where } from 'payload'

type ServiceCollection =
  | 'customer-sessions'
  | 'one-time-codes'
  | 'statement-scans'
  | 'statements'
  | 'cars'
  | 'appeal-photos'
  | 'appeal-drafts'
  | 'appeals'
  | 'appeal-followers'
  | 'appeal-verdicts'
  | 'bookings'
  | 'favorites'
  | 'notifications'
  | 'push-subscriptions'
  | 'idempotency-keys'

/**
 * Bulk delete that fails loudly. Payload's delete-by-where collects per-document failures in
 * `errors` instead of throwing; for sessions that would mean "logged out" while the token still
 * works, so any failure here is an error.
 */
export async function deleteAll(
  payload: Payload,
  collection: ServiceCollection,
  where: Where,
  req?: PayloadRequest,
): Promise<void> {
  const { errors } = await payload.delete({ collection, where, req })
  if (errors.length > 0) {
    throw new Error(`Could not delete ${errors.length} ${collection} document(s): ${errors[0].message}`)
  }
}
