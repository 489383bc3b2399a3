/**
 * Next's onRequestError, in both apps' instrumentation.ts: every error Next catches while rendering a
 * page, regenerating an ISR page, or running an API or route handler or the proxy is reported,
 * scrubbed, to SENTRY_DSN (docs/operations.md#error-reporting). Only the path, the method, the route's pattern and how it was
 * rendered are kept from the request; of its headers, only `x-request-id`, to find the log lines.
 */
import type { Instrumentation } from 'next'

import type { ErrorReporter } from './reporter'

type Args = Parameters<Instrumentation.onRequestError>

function header(headers: Args[1]['headers'], name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

export function reportRequestError(reporter: ErrorReporter, error: Args[0], request: Args[1], context: Args[2]): void {
  reporter.report(error, {
    source: 'next',
    method: request.method,
    path: request.path,
    route: context.routePath,
    requestId: header(request.headers, 'x-request-id'),
    tags: {
      router_kind: context.routerKind,
      route_type: context.routeType,
      render_source: context.renderSource,
      revalidate_reason: context.revalidateReason,
    },
  })
}
