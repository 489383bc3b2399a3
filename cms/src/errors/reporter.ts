/**
 * The CMS's error reporter (docs/operations.md#error-reporting): one per process, from SENTRY_DSN;
 * without it, reporting does nothing. Three places report through it: the contract routes' 500s
 * (contract/route.ts), Payload's own REST errors (afterError.ts) and whatever else Next catches
 * (instrumentation.ts, onRequestError).
 */
import { createErrorReporter, processReporter, type ErrorReporter } from '@anapa/shared/errors/reporter'

import { env } from '@/env'

export function cmsReporter(): ErrorReporter {
  return processReporter('cms', () => createErrorReporter({ app: 'cms', ...env.errorReporting }))
}

/**
 * A path's shape for grouping: numeric ids become `[id]`, so `/v1/user/cars/17` and `/v1/user/cars/18`
 * are one route (our ids are numbers; slugs stay, they are public words).
 */
export function routeOf(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, '/[id]')
}

/** The facts of a Fetch API request a report keeps: method, path, its shape, the request id. */
export function requestFacts(request: Request) {
  const url = new URL(request.url)
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    route: routeOf(url.pathname),
    requestId: request.headers.get('x-request-id') ?? undefined,
  }
}
