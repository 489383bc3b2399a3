import { appPayload } from '@/appPayload'

const WAIT_MS = 1_000

/**
 * Starts Payload's job crons with the server (instrumentation.node.ts). Payload starts them only
 * when something calls getPayload({ cron: true }), which its admin routes do but the contract's
 * routes do not: a CMS that only served the site would never publish on schedule.
 *
 * It waits for the instance the routes created (appPayload.ts: initialised from this bundle,
 * Payload's field errors would reach editors and the site as 500s) and then asks Payload, which
 * finds that instance in its cache, to start the crons on it, once.
 */
export function startJobs(): void {
  const timer = setInterval(() => {
    if (!appPayload()) return
    clearInterval(timer)
    void (async () => {
      try {
        const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
        await getPayload({ config, cron: true })
      } catch (error) {
        console.error('[jobs] the job queue did not start: scheduled publishing waits for it', error)
      }
    })()
  }, WAIT_MS)
  // Waiting never keeps a stopping server alive.
  timer.unref()
}
