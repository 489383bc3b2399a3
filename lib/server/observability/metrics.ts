import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

import { processSingleton } from '@anapa/shared/metrics/processSingleton'
import { isrCounts } from '@/lib/server/cache/isrCounts.mjs'

/**
 * The site's Prometheus metrics (docs/operations.md#metrics): one registry per process, made once
 * (processSingleton says why globalThis). Labels are bounded: route patterns, REST operation
 * templates and outcome words, never a raw URL, id or token.
 */

/** Page and route latencies: a cabinet page is tens of milliseconds, a slow CMS call up to its 5 s timeout. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function createSiteMetrics() {
  const registry = new Registry()
  // CPU, memory, event-loop lag and garbage collection of this Node process.
  collectDefaultMetrics({ register: registry })
  // Counted by the ISR cache handler (lib/server/cache/isrCounts.mjs), read here at each scrape.
  const counts = isrCounts()
  return {
    registry,
    requestDuration: new Histogram({
      name: 'anapa_http_request_duration_seconds',
      help: 'Requests the site handled in its own code (cabinet pages, API routes), by Next route pattern.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'anapa_upstream_request_duration_seconds',
      help: 'Calls to the city REST API (the CMS), by operation: method and path template.',
      labelNames: ['operation', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'anapa_upstream_errors_total',
      help: 'REST calls that got no usable answer (timeout, network, 5xx, redirect, invalid JSON), by operation.',
      labelNames: ['operation', 'reason'] as const,
      registers: [registry],
    }),
    isrCache: new Counter({
      name: 'anapa_isr_cache_reads_total',
      help: 'ISR pages read from the shared cache (with REDIS_URL): a hit is served, a miss is rendered.',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset()
        this.inc({ result: 'hit' }, counts.hits)
        this.inc({ result: 'miss' }, counts.misses)
      },
    }),
    isrWrites: new Counter({
      name: 'anapa_isr_cache_writes_total',
      help: 'ISR pages rendered and stored in the shared cache (with REDIS_URL): regenerations and first renders.',
      registers: [registry],
      collect() {
        this.reset()
        this.inc(counts.writes)
      },
    }),
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>

export const siteMetrics = (): SiteMetrics => processSingleton('anapa.site.metrics', createSiteMetrics)
