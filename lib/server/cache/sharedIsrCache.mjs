// @ts-check
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

import { redisThenMemoryCopy } from './memoryCopy.mjs'
import { newerRenderWins } from './newerRenderWins.mjs'
import { connectToRedis } from './redisConnection.mjs'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerConfig} CacheHandlerConfig
 */

/**
 * How long an entry is kept after its render: Next's default `expireTime`, the time it goes on
 * serving a stale page while a fresh one renders. A page nobody asked for in a while is then still
 * there for its next visitor, and while the CMS is down (docs/decisions/0028-two-instances-behind-nginx.md).
 */
const ONE_YEAR = 60 * 60 * 24 * 365
/** The longest a request waits for Redis before the memory copy answers (lib/server/cache/memoryCopy.mjs). */
const REDIS_DEADLINE_MS = 500
/**
 * Characters of entries copied per process, as Next's own memory cache keeps 50 MB: about 1,500 of
 * the portal's pages (30–70 kB of HTML and props each), the least recently used going first.
 */
const MEMORY_LIMIT = 50 * 1024 * 1024
/** A process's first requests wait this long for the connection instead of rendering alone. */
const FIRST_CONNECTION_WAIT_MS = 1500

/**
 * One process's view of the ISR cache every site instance shares: the package's CacheHandler
 * configuration (lib/server/cache/redisCacheHandler.mjs), and `close` for tests.
 *
 * @param {{ url: string, buildId: string | undefined, log?: Pick<Console, 'error' | 'log'> }} options
 * @returns {Promise<{ config: CacheHandlerConfig, keyPrefix: string, connectionName: string, close: () => void }>}
 */
export async function sharedIsrCache({ url, buildId, log }) {
  // Entries of another build name chunks this one does not serve: each build has its own keys, and
  // a new build starts with an empty cache (Next does not seed a custom handler with the build's
  // prerendered pages: each is rendered once, on its first request after a deploy).
  const build = buildId?.trim() || 'unknown-build'
  const keyPrefix = `anapa:${build}:`
  const connectionName = `anapa-isr:${build}`
  const connection = connectToRedis({ url, name: connectionName, log })
  await connection.ready(FIRST_CONNECTION_WAIT_MS)
  const shared = newerRenderWins({
    client: connection.client,
    keyPrefix,
    timeoutMs: REDIS_DEADLINE_MS,
  })
  // The package warns that local-lru is not for production as a cache; here it only answers while
  // Redis does not, which is the use its own documentation gives it (a fallback for a remote store).
  const memory = createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: MEMORY_LIMIT })
  return {
    config: {
      handlers: redisThenMemoryCopy({ shared, memory, deadlineMs: REDIS_DEADLINE_MS }),
      ttl: { defaultStaleAge: ONE_YEAR, estimateExpireAge: () => ONE_YEAR },
    },
    keyPrefix,
    connectionName,
    close: connection.close,
  }
}
