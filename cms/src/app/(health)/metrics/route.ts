import { metricsAccess } from '@anapa/shared/metrics/access'

import { env } from '@/env'
import { cmsMetrics } from '@/observability/metrics'

/**
 * GET /metrics: this process's metrics in Prometheus's text format, for a scraper with
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 without it, and 404 while no token is configured, so
 * nothing leaks by default (docs/decisions/0060-metrics-and-request-ids.md, docs/operations.md#metrics).
 */
export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function GET(request: Request) {
  const access = metricsAccess(request.headers.get('authorization'), env.metricsToken)
  if (access === 'disabled') return new Response(null, { status: 404, headers: NO_STORE })
  if (access === 'refused') {
    return new Response(null, { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } })
  }
  const { registry } = cmsMetrics()
  return new Response(await registry.metrics(), {
    status: 200,
    headers: { ...NO_STORE, 'Content-Type': registry.contentType },
  })
}
