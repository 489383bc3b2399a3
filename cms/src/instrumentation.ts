import type { Instrumentation } from 'next'

/**
 * Runs once when the CMS server starts (`next start`, `next dev`; not `next build`), before the
 * first request, so a CMS without its secrets or its SMS provider refuses to start
 * (it fails closed) instead of failing every request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation.node')
}

/**
 * Errors Next catches in a request (the admin's pages, a route handler that throws) go to SENTRY_DSN,
 * scrubbed, when it is set (docs/operations.md#error-reporting). The contract routes and Payload's REST
 * API answer their own errors and report them themselves (contract/route.ts, errors/afterError.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ reportRequestError }, { cmsReporter }] = await Promise.all([
      import('@anapa/shared/errors/nextRequestError'),
      import('./errors/reporter'),
    ])
    reportRequestError(cmsReporter(), error, request, context)
  }
}
