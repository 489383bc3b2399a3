/** /metrics (a rewrite in next.config.ts): docs/operations.md#metrics. */
export { metricsRoute as default } from '@/lib/server/observability/metricsRoute'
