import type { Payload } from 'payload'

import { rows, sql } from '@/db/rows'
import type { Customer } from '@/payload-types'
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

/** A session's row joined with its customer's, as `findSession` reads them in one statement. */
type SessionRow = {
  session_id: number
  customer_id: number
  method: SignInMethod
  session_created_at: string | Date
  expires_at: string | Date
  phone: string
  name: string | null
  lastname: string | null
  email: string | null
  sex: Customer['sex']
  consent_at: string | Date | null
  consent_policy_version: string | null
  password_hash: string | null
  updated_at: string | Date
  created_at: string | Date
}

/** SQLite stores Payload's dates as ISO text, PostgreSQL answers them as Date: both as Payload's ISO strings. */
const isoDate = (value: string | Date) => new Date(value).toISOString()

/**
 * The live session of a token and its customer (with the password hash, for the server only), or
 * null; an expired session is deleted on sight. Every resident call starts here, so it is one
 * indexed statement rather than a Payload find of the session and another of the customer
 * (docs/perf/2026-11-28-resident-half-profile.md). Nothing is cached: a session ended or a
 * customer deleted on any instance is refused by the next call on every other.
 */
export async function findSession(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ session: Session; customer: Customer } | null> {
  const [row] = await rows<SessionRow>(
    payload,
    sql`SELECT s.id AS session_id, s.customer_id, s.method, s.created_at AS session_created_at, s.expires_at,
          c.phone, c.name, c.lastname, c.email, c.sex, c.consent_at, c.consent_policy_version,
          c.password_hash, c.updated_at, c.created_at
        FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.token_hash = ${hashToken(token)}`,
  )
  if (!row) return null
  const expiresAt = new Date(row.expires_at)
  if (expiresAt.getTime() <= now.getTime()) {
    await payload.delete({ collection: COLLECTION, id: Number(row.session_id) })
    return null
  }
  const customerId = Number(row.customer_id)
  const session = {
    id: Number(row.session_id),
    customerId,
    method: row.method,
    createdAt: new Date(row.session_created_at),
    expiresAt,
  }
  const customer: Customer = {
    id: customerId,
    phone: row.phone,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    sex: row.sex,
    consent_at: row.consent_at === null ? null : isoDate(row.consent_at),
    consent_policy_version: row.consent_policy_version,
    passwordHash: row.password_hash,
    updatedAt: isoDate(row.updated_at),
    createdAt: isoDate(row.created_at),
    collection: 'customers',
  }
  return { session, customer }
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
