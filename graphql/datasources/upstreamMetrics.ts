import { siteMetrics } from '@/lib/server/observability/metrics'

/**
 * How one REST call ended: the CMS's HTTP status when it answered, and `failure` when the answer
 * was unusable (no answer in time, no connection, a redirect, a body that is not JSON).
 */
export type UpstreamOutcome = { status?: number; failure?: 'timeout' | 'network' | 'redirect' | 'invalid-json' }

/** `404` → `4xx`: a status class keeps the label bounded and says what an alert needs. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`

/**
 * One REST call in the site's metrics (docs/operations.md#metrics): its latency under its operation
 * (`GET /v1/events/{slug}`), and an error when the CMS gave no usable answer. A 4xx is the CMS's
 * answer about the request (not found, refused input), not an upstream error; a 5xx is one.
 */
export function recordUpstream(operation: string, startedAt: number, outcome: UpstreamOutcome): void {
  const metrics = siteMetrics()
  const status = outcome.status === undefined ? (outcome.failure ?? 'network') : statusClass(outcome.status)
  metrics.upstreamDuration.observe({ operation, status }, (performance.now() - startedAt) / 1000)
  const reason = outcome.failure ?? (outcome.status !== undefined && outcome.status >= 500 ? status : null)
  if (reason) metrics.upstreamErrors.inc({ operation, reason })
}
