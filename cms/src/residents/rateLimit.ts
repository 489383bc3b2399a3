/**
 * Sliding-window rate limits over recorded hits. Hits live in the database (collection
 * `rate-limit-hits`), so several CMS instances count together; this module only knows the small
 * HitStore interface, and the window arithmetic is a pure function.
 */
export type WindowRule = { limit: number; windowMs: number }

/** One counter: a key (built only from a normalised phone or a client IP) and its rules. */
export type Limit = { key: string; rules: WindowRule[] }

export type HitId = string | number

/** A recorded hit; `id` is given by stores that can remove one hit (attempts.ts). */
export type Hit = { key: string; at: Date; id?: HitId }

export interface HitStore {
  /** Hits of these keys newer than `since`. */
  since(keys: string[], since: Date): Promise<Hit[]>
  add(keys: string[], at: Date): Promise<void>
  /** Records one hit and returns its id, so that this hit alone can be removed later. */
  insert(key: string, at: Date): Promise<HitId>
  remove(ids: HitId[]): Promise<void>
  /** Forgets hits older than `before`. */
  prune(before: Date): Promise<void>
}

/** Hits are kept this long; every rule's window must fit in it. */
export const RETENTION_MS = 24 * 60 * 60 * 1000

/**
 * How long until one more hit fits the rule, in ms (0: it fits now). With `limit` or more hits in
 * the window, the hit that must fall out is the `limit`-th newest.
 */
export function waitMs(hits: readonly number[], { limit, windowMs }: WindowRule, now: number): number {
  const inWindow = hits.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b)
  if (inWindow.length < limit) return 0
  return inWindow[inWindow.length - limit] + windowMs - now
}

/** The longest wait over every limit and rule, in ms; 0 when all of them allow one more hit. */
export function waitForAll(hits: readonly Hit[], limits: readonly Limit[], now: number): number {
  let longest = 0
  for (const { key, rules } of limits) {
    const times = hits.filter((hit) => hit.key === key).map((hit) => hit.at.getTime())
    for (const rule of rules) longest = Math.max(longest, waitMs(times, rule, now))
  }
  return longest
}

const longestWindow = (limits: readonly Limit[]) =>
  Math.max(...limits.flatMap(({ rules }) => rules.map((rule) => rule.windowMs)))

/** Seconds to wait before trying again (0: allowed). Records nothing. */
export async function retryAfterSeconds(store: HitStore, limits: readonly Limit[], now = new Date()): Promise<number> {
  if (limits.length === 0) return 0
  const window = longestWindow(limits)
  if (window > RETENTION_MS) throw new Error(`A rate-limit window of ${window} ms is longer than the retention`)
  const hits = await store.since(
    limits.map((limit) => limit.key),
    new Date(now.getTime() - window),
  )
  const wait = waitForAll(hits, limits, now.getTime())
  return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0
}

/** Counts one hit against the keys and forgets hits past the retention. */
export async function recordHit(store: HitStore, keys: readonly string[], now = new Date()): Promise<void> {
  await store.add([...keys], now)
  await store.prune(new Date(now.getTime() - RETENTION_MS))
}

/**
 * Checks and, when allowed, counts one hit (what sending a code does). A refused call is not
 * counted, so a client that keeps retrying is not locked out forever. Check and count are two
 * steps: two instances racing may both let one extra hit through, which a limit can afford.
 */
export async function consume(store: HitStore, limits: readonly Limit[], now = new Date()): Promise<number> {
  const wait = await retryAfterSeconds(store, limits, now)
  if (wait === 0)
    await recordHit(
      store,
      limits.map((limit) => limit.key),
      now,
    )
  return wait
}
