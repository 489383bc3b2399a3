/**
 * Starts Payload's job crons with the server (instrumentation.node.ts). Payload starts them only
 * when something calls getPayload({ cron: true }), which its admin routes do but the contract's
 * routes do not: a CMS that only served the site would never publish on schedule. A failure is
 * logged loudly; the admin's first request tries again.
 */
export function startJobs(): void {
  void (async () => {
    try {
      const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
      await getPayload({ config, cron: true })
      // A request that reached getPayload first (the launchers poll the CMS while it starts) leaves
      // an instance initialising without crons, and a cron call that waits on it returns without
      // starting them; asked again once the instance exists, Payload starts them (only once).
      await getPayload({ config, cron: true })
    } catch (error) {
      console.error('[jobs] the job queue did not start: scheduled publishing waits for it', error)
    }
  })()
}
