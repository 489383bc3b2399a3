import type { Payload } from 'payload'

import { ContractError } from '@/contract/http'
import type { Customer } from '@/payload-types'
import { AUTH_REQUIRED } from './messages'
import { findSession, type Session } from './sessions'
import { bearerToken } from './tokens'

/** The resident as the local API's `user`: without the password hash, tagged with its collection. */
export type ResidentUser = Omit<Customer, 'passwordHash'> & { collection: 'customers' }

export type Resident = { user: ResidentUser; session: Session; hasPassword: boolean }

/**
 * The resident of an `Authorization: Bearer <token>` header: a live session and its customer.
 * Shared by the Payload auth strategy and the contract's route handlers.
 */
export async function resolveResident(payload: Payload, headers: Headers): Promise<Resident | null> {
  const token = bearerToken(headers.get('authorization'))
  if (!token) return null
  const found = await findSession(payload, token)
  if (!found) return null
  const { session, customer } = found
  // Server-side read: the hash is needed only to say whether a password exists, then dropped.
  const { passwordHash, ...profile } = customer
  return { user: { ...profile, collection: 'customers' }, session, hasPassword: Boolean(passwordHash) }
}

/**
 * For the contract's resident calls: the resident of the bearer token, or a 401. The handlers call
 * the local API, where Payload's strategies do not run, so the token is resolved here explicitly;
 * resident data is then read with this `user` and `overrideAccess: false`.
 */
export async function residentFromRequest(payload: Payload, request: Request): Promise<Resident> {
  const resident = await resolveResident(payload, request.headers)
  if (!resident) throw new ContractError(401, AUTH_REQUIRED)
  return resident
}
