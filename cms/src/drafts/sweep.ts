import { appPayload } from '@/appPayload'
import { env } from '@/env'

/**
 * Unsent drafts are deleted 30 days after their last save
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md). This sweep runs every DRAFT_SWEEP_SECONDS (an hour by
 * default), started from instrumentation.node.ts like the booking holds' sweep; a failed sweep is logged and
 * the next one tries again.
 */
export function startDraftSweep(): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void (async () => {
      try {
        // Only the routes' own instance (appPayload.ts); before the first request nothing is due.
        const payload = appPayload()
        if (!payload) return
        const { deleteExpiredDrafts } = await import('./expire')
        const deleted = await deleteExpiredDrafts(payload)
        if (deleted > 0) console.info(`[drafts] deleted ${deleted} expired draft(s)`)
      } catch (error) {
        console.error('[drafts] sweep failed', error)
      } finally {
        running = false
      }
    })()
  }, env.draftSweepSeconds * 1000)
  // The sweep never keeps a stopping server alive.
  timer.unref()
}
