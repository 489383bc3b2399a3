import { appPayload } from '@/appPayload'

/**
 * The periodic half of releasing expired holds (docs/decisions/0019-appeals-and-bookings-in-the-cms.md,
 * "Hold timeout"): every booking
 * call releases them lazily, and this sweep does it once a minute as well, so the admin's «Свободно»
 * does not wait for the next booking call. Started from instrumentation.node.ts; a failed sweep is
 * logged and the next one tries again.
 */
const SWEEP_MS = 60_000

export function startHoldSweep(): void {
  const timer = setInterval(() => {
    void (async () => {
      try {
        // Only the routes' own instance (appPayload.ts); before the first request no hold exists.
        const payload = appPayload()
        if (!payload) return
        const { releaseExpiredHolds } = await import('./seats')
        await releaseExpiredHolds(payload)
      } catch (error) {
        console.error('[bookings] hold sweep failed', error)
      }
    })()
  }, SWEEP_MS)
  // The sweep never keeps a stopping server alive.
  timer.unref()
}
