// @ts-check
/**
 * The outages the budget of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests names, as
 * steps against a scaled stack (scripts/lib/scaled.mjs): a site machine dying, Redis going away, the CMS going away.
 * The resilience suite checks what visitors see through each one; the bench's scaled run measures throughput through
 * them. Both take the steps from here, so they inject the same faults.
 *
 * Each fault has `begin` (the outage starts; resolves once it is in effect), `end` (the part is back
 * and serving) and, where the stack may lack the part, `needs`: the stack's handle it uses.
 *
 * The stack is what they use of startScaledStack's handles; `redis` is there when the stack runs Redis.
 *
 * @typedef {{ kill: (signal?: NodeJS.Signals) => Promise<unknown>, start: () => Promise<unknown> }} FaultInstance
 * @typedef {{ stop: () => Promise<unknown>, start: () => Promise<unknown> }} FaultPart
 * @typedef {{ instances: FaultInstance[], redis?: FaultPart | null, cms: FaultPart }} FaultStack
 * @typedef {{ what: string, needs?: 'redis', begin: (stack: FaultStack) => Promise<unknown>,
 *   end: (stack: FaultStack) => Promise<unknown> }} Fault
 * @type {Record<'instanceKilled' | 'redisStopped' | 'cmsStopped', Fault>}
 */
export const FAULTS = {
  instanceKilled: {
    what: 'site instance 1 SIGKILLed',
    begin: (stack) => firstInstance(stack).kill('SIGKILL'),
    end: (stack) => firstInstance(stack).start(),
  },
  redisStopped: {
    what: 'Redis stopped',
    needs: 'redis',
    begin: (stack) => redisOf(stack).stop(),
    end: (stack) => redisOf(stack).start(),
  },
  cmsStopped: {
    what: 'CMS stopped',
    begin: (stack) => stack.cms.stop(),
    end: (stack) => stack.cms.start(),
  },
}

/**
 * A scaled stack has at least one site instance (startScaledStack's `sitePorts`).
 * @param {FaultStack} stack
 */
const firstInstance = (stack) => /** @type {FaultInstance} */ (stack.instances[0])

/**
 * Only a fault that `needs: 'redis'` uses it, and callers run those on a stack with Redis only.
 * @param {FaultStack} stack
 */
const redisOf = (stack) => /** @type {FaultPart} */ (stack.redis)

/** How long an outage lasts: long enough for nginx's retries and the gateway's timeouts to have acted. */
export const FAULT_HOLD_MS = 8000

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Begins `fault`, holds it for `holdMs`, then ends it. `beforeEnd` runs just before the part comes
 * back (e.g. to count what the load saw during the outage, or to ask each instance how it is); its
 * result, awaited while the part is still out, is returned as `during`.
 * `ms`: from the moment the outage was in effect to the part being back.
 *
 * @template [T=undefined]
 * @param {FaultStack} stack
 * @param {Fault} fault
 * @param {{ holdMs?: number, beforeEnd?: () => T | Promise<T> }} [options]
 * @returns {Promise<{ ms: number, during: T }>} `during` is undefined without `beforeEnd` (T is then undefined)
 */
export async function runFault(stack, fault, { holdMs = FAULT_HOLD_MS, beforeEnd } = {}) {
  await fault.begin(stack)
  const from = Date.now()
  await sleep(holdMs)
  const during = /** @type {T} */ (await beforeEnd?.())
  await fault.end(stack)
  return { ms: Date.now() - from, during }
}
