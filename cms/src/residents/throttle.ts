import type { Payload } from 'payload'

import { ContractError } from '@/contract/http'
import { reserveAttempt, type AttemptKeys, type BackoffPolicy, type Reservation } from './attempts'
import { tooManyRequests } from './limits'
import { consume, recordHit, retryAfterSeconds, type Limit } from './rateLimit'
import { payloadHitStore } from './store/hitStore'

type Message = (seconds: number) => string

function refuse(seconds: number, message: Message = tooManyRequests): ContractError {
  return new ContractError(429, message(seconds), { headers: { 'Retry-After': String(seconds) } })
}

/** Counts one call against the limits, or answers 429 with Retry-After (sending codes). */
export async function takeOrRefuse(payload: Payload, limits: Limit[]): Promise<void> {
  const wait = await consume(payloadHitStore(payload), limits)
  if (wait > 0) throw refuse(wait)
}

/** Answers 429 while the limits are spent, without counting this call (failures are counted apart). */
export async function refuseIfSpent(payload: Payload, limits: Limit[], message?: Message): Promise<void> {
  const wait = await retryAfterSeconds(payloadHitStore(payload), limits)
  if (wait > 0) throw refuse(wait, message)
}

export async function countFailure(payload: Payload, limits: Limit[]): Promise<void> {
  await recordHit(
    payloadHitStore(payload),
    limits.map((limit) => limit.key),
  )
}

/** Reserves one password check before the hash (residents/attempts.ts), or answers 429 with Retry-After. */
export async function reserveOrRefuse(
  payload: Payload,
  keys: AttemptKeys,
  policy: BackoffPolicy,
): Promise<Reservation> {
  const reserved = await reserveAttempt(payloadHitStore(payload), keys, policy)
  if (!reserved.ok) throw refuse(reserved.waitSeconds)
  return reserved.reservation
}
