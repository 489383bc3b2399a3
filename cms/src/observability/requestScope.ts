import { REQUEST_ID_HEADER, requestIdFrom } from '@anapa/shared/net/requestId'
import { cmsLog } from './log'
import { cmsMetrics } from './metrics'
import { requestContext } from './requestContext'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * A contract route's request id, log line and latency (docs/operations.md#request-ids): the id is the
 * caller's `x-request-id` when sane (the site sends the one of the page or gateway call it serves),
 * else a fresh UUID; every log line written while the handler runs carries it, and the answer
 * sends it back in `x-request-id`.
 */
export function withRequestId<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const reqId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER))
    const started = performance.now()
    return requestContext.run({ reqId }, async () => {
      let status = 500
      try {
        const response = withHeader(await handler(request, context), reqId)
        status = response.status
        return response
      } finally {
        const seconds = (performance.now() - started) / 1000
        cmsMetrics().requestDuration.observe({ method: request.method, status: String(status) }, seconds)
        cmsLog.info(
          { method: request.method, path: new URL(request.url).pathname, status, ms: Math.round(seconds * 1000) },
          'request',
        )
      }
    })
  }
}

/** The answer with the id; a Response whose headers are immutable (one from fetch) is copied. */
function withHeader(response: Response, reqId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, reqId)
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers.set(REQUEST_ID_HEADER, reqId)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
