import type { IncomingMessage, ServerResponse } from 'node:http'

import { REQUEST_ID_HEADER, requestIdFrom } from '@anapa/shared/net/requestId'
import { siteLog } from './log'
import { siteMetrics } from './metrics'

const SCOPE = Symbol('anapa.requestScope')
type Scoped = ServerResponse & { [SCOPE]?: string }

/**
 * Where the site's own code takes a request (the cabinet pages' getServerSideProps through
 * withSession, and the API routes): the request id, and one log line and one histogram sample when
 * the answer is done. Next 16 has no per-request hook for the Pages Router besides `proxy.ts`,
 * which would run on every page, ISR ones included (docs/decisions/0060-metrics-and-request-ids.md).
 *
 * The id is the caller's `x-request-id` when sane (nginx sends its `$request_id`), otherwise a
 * fresh UUID; it goes back in the answer's `x-request-id` and on to the CMS with every REST call
 * the request makes. Calling this twice for one answer returns the same id and counts it once.
 */
export function beginRequest(req: IncomingMessage, res: ServerResponse, route: string): string {
  const scoped = res as Scoped
  const known = scoped[SCOPE]
  if (known) return known
  const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
  scoped[SCOPE] = reqId
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, reqId)
  const started = performance.now()
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000
    const method = req.method ?? 'GET'
    // An answer cut off before its end (the browser went away) is not the status it began with.
    const status = res.writableFinished ? String(res.statusCode) : 'aborted'
    siteMetrics().requestDuration.observe({ route, method, status }, seconds)
    siteLog.info({ reqId, route, method, status, ms: Math.round(seconds * 1000) }, 'request')
  })
  return reqId
}
