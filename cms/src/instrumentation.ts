/**
 * Runs once when the CMS server starts (`next start`, `next dev`; not `next build`), before the
 * first request, so a CMS without its secrets or its SMS provider refuses to start
 * (it fails closed) instead of failing every request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation.node')
}
