/**
 * The outages the budget of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests names, as
 * steps against a scaled stack (scripts/lib/scaled.mjs): a site machine dying, Redis going away, the CMS going away.
 * The resilience suite checks what visitors see through each one; the bench's scaled run measures throughput through
 * them. Both take the steps from here, so they inject the same faults.
 *
 * Each fault has `begin` (the outage starts; resolves once it is in effect), `end` (the part is back
 * and serving) and, where the stack may lack the part, `needs`: the stack's handle it uses.
 *
 * @typedef {{ what: string, needs?: 'redis', begin: (stack: object) => Promise<unknown>,
 *   end: (stack: object) => Promise<unknown> }} Fault
 * @type {Record<'instanceKilled' | 'redisStopped' | 'cmsStopped', Fault>}
 */
export const FAULTS = {
  instanceKilled: {
    what: 'site instance 1 SIGKILLed',
    begin: (stack) => stack.instances[0].kill('SIGKILL'),
    end: (stack) => stack.instances[0].start(),
  },
  redisStopped: {
    what: 'Redis stopped',
    needs: 'redis',
    begin: (stack) => stack.redis.stop(),
    end: (stack) => stack.redis.start(),
  },
  cmsStopped: {
    what: 'CMS stopped',
    begin: (stack) => stack.cms.stop(),
    end: (stack) => stack.cms.start(),
  },
}

/** How long an outage lasts: long enough for nginx's retries and the gateway's timeouts to have acted. */
export const FAULT_HOLD_MS = 8000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Begins `fault`, holds it for `holdMs`, then ends it. `beforeEnd` runs just before the part comes
 * back (e.g. to count what the load saw during the outage); its result is returned as `during`.
 * `ms`: from the moment the outage was in effect to the part being back.
 *
 * @template T
 * @param {object} stack
 * @param {Fault} fault
 * @param {{ holdMs?: number, beforeEnd?: () => T }} [options]
 * @returns {Promise<{ ms: number, during: T | undefined }>}
 */
export async function runFault(stack, fault, { holdMs = FAULT_HOLD_MS, beforeEnd } = {}) {
  await fault.begin(stack)
  const from = Date.now()
  await sleep(holdMs)
  const during = beforeEnd?.()
  await fault.end(stack)
  return { ms: Date.now() - from, during }
}
