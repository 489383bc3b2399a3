import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { processSingleton } from '@anapa/shared/metrics/processSingleton'
import { appPayload } from '@/appPayload'

/**
 * The CMS's Prometheus metrics (docs/operations.md#metrics): one registry per process, made once,
 * since the start-up timers (push sweep, jobs) run in a bundle of their own and must count into the
 * registry `/metrics` reads (processSingleton says why). Labels are bounded words, never a phone,
 * an endpoint or a path with an id.
 */

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Jobs due and not done yet (neither completed nor failed for good), running or waiting, per queue.
 * A publish an editor scheduled for next week is not due: it is not counted until its time.
 */
async function countQueuedJobs(): Promise<Map<string, number>> {
  const payload = appPayload()
  const counts = new Map<string, number>()
  if (!payload) return counts
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] },
      ],
    },
    // Finished jobs are deleted (jobs/config.ts): what is left is the queue itself, a handful.
    limit: 1000,
    pagination: false,
    depth: 0,
    select: { queue: true },
  })
  for (const job of docs) counts.set(job.queue ?? 'default', (counts.get(job.queue ?? 'default') ?? 0) + 1)
  return counts
}

function createCmsMetrics() {
  const registry = new Registry()
  // CPU, memory, event-loop lag and garbage collection of this Node process.
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    requestDuration: new Histogram({
      name: 'anapa_cms_request_duration_seconds',
      help: "The city REST contract's answers (/v1, /v2, /open311), by method and status.",
      labelNames: ['method', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    pushDeliveries: new Counter({
      name: 'anapa_push_deliveries_total',
      help: 'Web push messages sent to devices: sent, gone (the subscription was removed) or failed.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    smsSends: new Counter({
      name: 'anapa_sms_sends_total',
      help: 'One-time code SMS handed to the provider, by provider and outcome (sent or failed).',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    }),
    jobsQueued: new Gauge({
      name: 'anapa_jobs_queued',
      help: "Payload's jobs due and not finished (waiting or running), per queue, read from the database at scrape.",
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset()
        // The two queues (jobs/config.ts; `marine` is marine/job.ts MARINE_QUEUE) always show, at 0
        // when empty, so an alert on them never sees "no data".
        const counts = await countQueuedJobs()
        for (const queue of new Set(['default', 'marine', ...counts.keys()]))
          this.set({ queue }, counts.get(queue) ?? 0)
      },
    }),
  }
}

export type CmsMetrics = ReturnType<typeof createCmsMetrics>

export const cmsMetrics = (): CmsMetrics => processSingleton('anapa.cms.metrics', createCmsMetrics)
