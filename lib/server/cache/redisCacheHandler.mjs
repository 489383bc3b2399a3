// @ts-check
/**
 * The ISR cache shared by every site instance through Redis. next.config.ts names this file as
 * `cacheHandler` only when REDIS_URL is set; without it nothing here is loaded.
 *
 * It is the CacheHandler of @fortedigital/nextjs-cache-handler (entry lifetimes, tags, expiry,
 * Redis reads and tag revalidation are the package's), configured in lib/server/cache/sharedIsrCache.mjs:
 * every read asks Redis, so a revalidation through one instance is what the others read next; a
 * memory copy answers while Redis is down and Redis answers again as soon as it is back; and a
 * write never replaces an entry whose render began later. Why each part is there, and what the
 * package does not do by itself: docs/decisions/0037-isr-cache-on-fortedigital.md.
 *
 * This class adds two things to the package's:
 * - an entry's `lastModified` is when its render began (Next creates a handler per request, so its
 *   creation is that moment), not when it was stored: "newer render wins" compares it;
 * - an entry read back carries its lifetime (`cacheControl`), as Next asks of a shared cache, so an
 *   instance that did not render a page does not take it for stale a second after its render.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { isrCounts } from './isrCounts.mjs'
import { sharedIsrCache } from './sharedIsrCache.mjs'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').FileSystemCacheContext} FileSystemCacheContext
 */

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL
  // A build run with REDIS_URL set prerenders through this handler too; its BUILD_ID is not
  // written yet, and its pages go to the build's own files, so nothing is shared then.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !url) return { handlers: [] }
  return (await sharedIsrCache({ url, buildId })).config
})

export default class RedisCacheHandler extends CacheHandler {
  /** When the render that may end in this handler's `set` began. */
  #renderStartedAt = Date.now()

  /**
   * The package reads only `serverDistDir` (where BUILD_ID is) and `dev` of Next's context.
   * @param {Pick<FileSystemCacheContext, 'serverDistDir'> & Partial<FileSystemCacheContext>} context
   */
  constructor(context) {
    super(/** @type {FileSystemCacheContext} */ (context))
  }

  /** @type {CacheHandler['set']} */
  set(key, value, ctx) {
    if (value) isrCounts().writes++
    // `internal_lastModified` is the package's own way to date an entry (its initial-cache
    // registration passes the build's file times).
    return super.set(key, value, { ...ctx, internal_lastModified: this.#renderStartedAt })
  }

  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry) isrCounts().hits++
    else isrCounts().misses++
    return entry && withLifetime(entry)
  }
}

/**
 * The package stores an entry's lifespan, not Next's `cacheControl` for it; the two say the same
 * (the entry's `revalidate`; its expiry, which is Next's `expire`: lib/server/cache/sharedIsrCache.mjs).
 * Without it, Next on an instance that did not render the page falls back to the build's manifest,
 * which for a page rendered on demand says "stale after one second".
 *
 * @param {CacheHandlerValue} entry
 * @returns {CacheHandlerValue}
 */
function withLifetime(entry) {
  const revalidate = entry.lifespan?.revalidate
  if (entry.cacheControl || !entry.lifespan || revalidate === undefined) return entry
  return { ...entry, cacheControl: { revalidate, expire: entry.lifespan.expireAge } }
}
