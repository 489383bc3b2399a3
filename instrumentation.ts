/**
 * Runs once when the site's server starts (`next start`, `next dev`; not `next build`), before the
 * first request, so a site without its secrets or with an unreadable setting refuses to start
 * instead of failing later.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation.node')
}
