import { appPayload } from '@/appPayload'
import { env } from '@/env'

/**
 * Scheduled notifications are pushed when their time comes
 * (docs/decisions/0020-favourites-notifications-push-in-the-cms.md, "Web push"): a save with a due date pushes at once
 * (the collection's hook), and this sweep, every PUSH_SWEEP_SECONDS (a minute by default), pushes the ones whose date
 * has come since. Started from instrumentation.node.ts; a failed sweep is logged and the next one tries again.
 */
export function startPushSweep(): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void (async () => {
      try {
        // Only the routes' own instance (appPayload.ts); before the first request there is nothing to push.
        const payload = appPayload()
        if (!payload) return
        const { deliverDue } = await import('./deliver')
        await deliverDue(payload)
      } catch (error) {
        console.error('[push] sweep failed', error)
      } finally {
        running = false
      }
    })()
  }, env.pushSweepSeconds * 1000)
  // The sweep never keeps a stopping server alive.
  timer.unref()
}
