import type { AfterErrorHook } from 'payload'

import { cmsReporter, routeOf } from './reporter'

/**
 * Payload's afterError hook (its REST API under /api and the admin's calls): server errors, status 500
 * and up, are reported to SENTRY_DSN, scrubbed (docs/operations.md#error-reporting). A 4xx is the
 * caller's mistake (validation, access, not found) and is not reported. The answer is left as Payload
 * made it.
 */
export const reportPayloadError: AfterErrorHook = ({ error, req, collection }) => {
  // Payload's own errors (APIError and its kin) carry their HTTP status; anything else answers 500.
  const declared = (error as Error & { status?: unknown }).status
  const status = typeof declared === 'number' ? declared : 500
  if (status < 500) return
  let path: string | undefined
  try {
    const url = new URL(req.url ?? '')
    path = `${url.pathname}${url.search}`
  } catch {
    path = undefined
  }
  cmsReporter().report(error, {
    source: 'payload',
    method: req.method,
    path,
    route: path ? routeOf(path.split('?')[0]!) : undefined,
    status,
    requestId: req.headers?.get('x-request-id') ?? undefined,
    tags: { collection: collection?.slug },
  })
}
