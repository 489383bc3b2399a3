import type { Payload } from 'payload'

import { deleteAll } from './store/deleteAll'
import { hashToken, newSessionToken, SESSION_TTL_MS } from './tokens'

const COLLECTION = 'customer-sessions' as const

export type SignInMethod = 'code' | 'password'

export type Session = {
  id: number
  customerId: number
  method: SignInMethod
  createdAt: Date
  expiresAt: Date
}

/** Opens a 30-day session and returns its token: the only time the token exists outside the client. */
export async function openSession(payload: Payload, customerId: number, method: SignInMethod, now = new Date()) {
  const { token, tokenHash } = newSessionToken()
  await payload.create({
    collection: COLLECTION,
    data: {
      tokenHash,
      customer: customerId,
      method,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    },
    depth: 0,
  })
  // Housekeeping at a moment that already writes: this resident's dead sessions go.
  await deleteAll(payload, COLLECTION, {
    and: [{ customer: { equals: customerId } }, { expiresAt: { less_than_equal: now.toISOString() } }],
  })
  return token
}

/** The live session of a token, or null; an expired one is deleted on sight. */
export async function findSession(payload: Payload, token: string, now = new Date()): Promise<Session | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const doc = docs[0]
  if (!doc) return null
  const expiresAt = new Date(doc.expiresAt)
  if (expiresAt.getTime() <= now.getTime()) {
    await payload.delete({ collection: COLLECTION, id: doc.id })
    return null
  }
  const customerId = typeof doc.customer === 'object' ? doc.customer.id : doc.customer
  return { id: doc.id, customerId, method: doc.method, createdAt: new Date(doc.createdAt), expiresAt }
}

/** Logout: the session ends, and the browsers it subscribed to push notifications are unsubscribed. */
export async function endSession(payload: Payload, sessionId: number): Promise<void> {
  await deleteAll(payload, 'push-subscriptions', { session_id: { equals: sessionId } })
  await deleteAll(payload, COLLECTION, { id: { equals: sessionId } })
}

/**
 * After a password change: every session of the resident but the current one ends
 * (docs/architecture.md#4-session-and-security-rules).
 */
export async function endOtherSessions(payload: Payload, customerId: number, keepSessionId: number): Promise<void> {
  // Browsers subscribed in the ended sessions stop receiving the resident's personal notifications.
  await deleteAll(payload, 'push-subscriptions', {
    and: [{ owner: { equals: customerId } }, { session_id: { not_equals: keepSessionId } }],
  })
  await deleteAll(payload, COLLECTION, {
    and: [{ customer: { equals: customerId } }, { id: { not_equals: keepSessionId } }],
  })
}
