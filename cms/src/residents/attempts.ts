import { recordHit, type HitId, type HitStore } from './rateLimit'

/**
 * Wrong-password backoff with a reservation taken before the hash
 * (docs/decisions/0008-resident-sign-in-in-the-cms.md).
 *
 * A lockout (N failures, then refuse everyone for minutes) lets anyone who knows a phone keep its
 * owner out. Instead the wait grows with the failures and is capped: the first `free` failures in
 * the window cost nothing, then each attempt waits `baseMs · 2^(failures − free)` after the newest
 * failure, at most `capMs`. The owner's right password works once that short wait is over.
 *
 * The hash costs about 0.3 s, so a limit checked before it and counted after it lets a parallel burst
 * through. Each attempt therefore first writes an in-flight hit, then reads the failures and the
 * other attempts in flight and counts those as failures too. Whatever the order of writes and
 * reads, of any k attempts let through, the one that read last saw the k − 1 others (each wrote its
 * hit before its own read, and a finished one wrote its failure before removing that hit), so a
 * burst evaluates at most `free` attempts at once, and more only as the backoff frees them. A refused
 * attempt removes its hit and is not counted.
 */
export type BackoffPolicy = {
  /** Failures in the window that cost no wait. */
  free: number
  /** The wait after the `free`-th failure, doubled by each further one. */
  baseMs: number
  /** The longest wait, however many failures. */
  capMs: number
  /** Failures older than this are forgotten. */
  windowMs: number
  /** An in-flight hit older than this belongs to a request that died; it no longer counts. */
  inFlightMs: number
}

/** The failures' counter and the in-flight attempts' counter of one account (keys: phone only). */
export type AttemptKeys = { failures: string; inFlight: string }

/** The wait after this many failures (0 while they are free). */
export function backoffDelayMs(failures: number, { free, baseMs, capMs }: BackoffPolicy): number {
  if (failures < free) return 0
  return Math.min(capMs, baseMs * 2 ** (failures - free))
}

/**
 * How long until one more attempt may be evaluated, in ms (0: now), given the times of the
 * failures and of the other attempts in flight: the wait their number calls for, after the newest.
 */
export function backoffWaitMs(times: readonly number[], policy: BackoffPolicy, now: number): number {
  const recent = times.filter((at) => at > now - policy.windowMs)
  const delay = backoffDelayMs(recent.length, policy)
  if (delay === 0) return 0
  return Math.max(0, Math.max(...recent) + delay - now)
}

/** A reserved attempt, to be spent on exactly one check. */
export type Reservation = {
  /**
   * Runs the check and lets the reservation go: a false answer is kept as a failure; a right
   * password, or a check that throws, counts nothing.
   */
  check(verify: () => Promise<boolean>): Promise<boolean>
}

export type Reserved = { ok: true; reservation: Reservation } | { ok: false; waitSeconds: number }

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Reserves one attempt, or says how many seconds to wait (nothing is then recorded). */
export async function reserveAttempt(
  store: HitStore,
  keys: AttemptKeys,
  policy: BackoffPolicy,
  now = new Date(),
): Promise<Reserved> {
  const t = now.getTime()
  const since = new Date(t - policy.windowMs)
  // A cheap first look, so that attempts already refused by the failures write nothing.
  const failures = await store.since([keys.failures], since)
  const early = backoffWaitMs(
    failures.map((hit) => hit.at.getTime()),
    policy,
    t,
  )
  if (early > 0) return { ok: false, waitSeconds: toSeconds(early) }

  const id: HitId = await store.insert(keys.inFlight, now)
  const seen = await store.since([keys.failures, keys.inFlight], since)
  const counted = seen.filter(
    (hit) => hit.key === keys.failures || (hit.id !== id && hit.at.getTime() > t - policy.inFlightMs),
  )
  const wait = backoffWaitMs(
    counted.map((hit) => hit.at.getTime()),
    policy,
    t,
  )
  if (wait > 0) {
    await store.remove([id])
    return { ok: false, waitSeconds: toSeconds(wait) }
  }

  let spent = false
  const check = async (verify: () => Promise<boolean>) => {
    if (spent) throw new Error('A reserved attempt checks one password only')
    spent = true
    let valid: boolean
    try {
      valid = await verify()
    } catch (error) {
      await store.remove([id])
      throw error
    }
    // The failure is written before the in-flight hit goes, so a concurrent reader sees one of them.
    // It is dated when the attempt was reserved: the wait then runs from the guess, not its hash.
    if (!valid) await recordHit(store, [keys.failures], now)
    await store.remove([id])
    return valid
  }
  return { ok: true, reservation: { check } }
}
