import type { Instrumentation } from 'next'

/**
 * Runs once when the site's server starts (`next start`, `next dev`; not `next build`), before the
 * first request, so a site without its secrets or with an unreadable setting refuses to start
 * instead of failing later.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation.node')
}

/**
 * Errors Next catches in a request go to SENTRY_DSN, scrubbed, when it is set
 * (docs/operations.md#error-reporting). Loaded on the first error only, and in Node.js only, so
 * nothing of it reaches another runtime's bundle; the report leaves in the background.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ reportRequestError }, { siteReporter }] = await Promise.all([
      import('@anapa/shared/errors/nextRequestError'),
      import('./lib/server/errors/reporter'),
    ])
    reportRequestError(siteReporter(), error, request, context)
  }
}
