// @ts-check

/**
 * @typedef {{ hits: number, misses: number, writes: number }} IsrCounts
 */

/**
 * The shared ISR cache's reads and writes, counted by the cache handler (redisCacheHandler.mjs) and
 * read by the site's metrics when Prometheus scrapes (lib/server/observability/metrics.ts). Next
 * loads the handler outside its bundles, so the two share no module instance, only the process:
 * the numbers live on globalThis under one symbol, as the metrics registry does
 * (packages/shared/src/metrics/processSingleton.ts). Plain JavaScript, so the handler can load it.
 *
 * @returns {IsrCounts}
 */
export function isrCounts() {
  const holder = /** @type {Record<symbol, IsrCounts | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[Symbol.for('anapa.site.isrCounts')] ??= { hits: 0, misses: 0, writes: 0 })
}
