/**
 * What /readyz answers on the site and on the CMS (docs/operations.md#health-endpoints): whether this
 * instance can serve. Both apps build their answer here, so the two never differ in shape or rule.
 *
 * - `ready` (200): every check passed.
 * - `degraded` (200): only optional checks failed. The site's Redis is one: without it each
 *   instance serves its pages from its own memory copy and reconnects by itself
 *   (lib/server/cache/redisConnection.mjs), so taking the instance out of service would only make
 *   things worse.
 * - `unready` (503): a required check failed: the site's CMS (no page can be regenerated, no
 *   resident can sign in), the CMS's database.
 *
 * Each check has its own deadline, and they run side by side, so the answer comes within the
 * longest of them.
 */
/**
 * One check's result. A failure says only whether it timed out: the answer is public (nginx passes
 * it on), and a driver's message can name internal addresses, so the detail goes to the log.
 */
export type CheckOutcome = { ok: true; ms: number } | { ok: false; ms: number; error: 'timeout' | 'failed' }

export type Check = {
  name: string
  /** A required check failing makes the instance unready; an optional one only degraded. */
  required: boolean
  run: (signal: AbortSignal) => Promise<void>
}

export type Readiness = {
  httpStatus: 200 | 503
  body: { status: 'ready' | 'degraded' | 'unready'; checks: Record<string, CheckOutcome> }
}

/** How long a check may take before it counts as failed: a healthy dependency answers in milliseconds. */
export const CHECK_TIMEOUT_MS = 2000

/** Where a failed check's detail is written; the server's console unless a test listens. */
export type ReadinessLog = (message: string) => void

async function outcomeOf(check: Check, timeoutMs: number, log: ReadinessLog): Promise<CheckOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const signal = AbortSignal.timeout(timeoutMs)
  // The deadline holds even for a check that ignores its signal.
  const deadline = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`)), { once: true }),
  )
  try {
    await Promise.race([check.run(signal), deadline])
    return { ok: true, ms: elapsed() }
  } catch (error) {
    const timedOut = signal.aborted
    const detail = timedOut ? `no answer within ${timeoutMs} ms` : (error as Error)?.message || String(error)
    log(`[readyz] ${check.name} failed: ${detail}`)
    return { ok: false, ms: elapsed(), error: timedOut ? 'timeout' : 'failed' }
  }
}

export async function readiness(
  checks: readonly Check[],
  { timeoutMs = CHECK_TIMEOUT_MS, log = console.warn }: { timeoutMs?: number; log?: ReadinessLog } = {},
): Promise<Readiness> {
  const outcomes = await Promise.all(checks.map((check) => outcomeOf(check, timeoutMs, log)))
  const failed = checks.filter((_, i) => !outcomes[i]!.ok)
  const status = failed.some((c) => c.required) ? 'unready' : failed.length > 0 ? 'degraded' : 'ready'
  return {
    httpStatus: status === 'unready' ? 503 : 200,
    body: { status, checks: Object.fromEntries(checks.map((c, i) => [c.name, outcomes[i]!])) },
  }
}
