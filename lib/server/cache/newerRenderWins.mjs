// @ts-check
import createRedisStringsHandler, { jsonCacheValueSerializer } from '@fortedigital/nextjs-cache-handler/redis-strings'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings.types').CreateRedisStringsHandlerOptions['client']} RedisStringsClient
 * @typedef {import('./redisConnection.mjs').RedisClient} RedisClient
 */

/**
 * The package's Redis handler (`redis-strings`) with one change: a write never replaces an entry
 * whose render began later. The package `SET`s blindly, so with two instances an older render that
 * finishes last (a background revalidation that fetched from the CMS just before an editor's
 * publish, say) would replace the published page in Redis until the page next goes stale
 * (docs/decisions/0037-isr-cache-on-fortedigital.md). Reads, tag revalidation and deletes stay the
 * package's; only `set` is ours: one Lua script that compares render starts and writes exactly the
 * keys the package's `get` reads (the entry, its tags and its expiry), atomically. The render start
 * it keeps beside each entry also answers, cheaply, which render Redis holds (lib/server/cache/memoryCopy.mjs).
 */

/** The package's hash names, given explicitly: our write must name the same ones. */
const SHARED_TAGS_KEY = '__sharedTags__'
const SHARED_TAGS_TTL_KEY = '__sharedTagsTtl__'

/**
 * Kinds whose values hold Buffers, which the package converts to base64 before it writes. The
 * portal runs the Pages Router only (PAGES and REDIRECT entries, or null for a 404), so these keep
 * the package's own write, without the render-start check.
 */
const BUFFER_KINDS = new Set(['APP_PAGE', 'APP_ROUTE'])

// KEYS: the entry, its render start, the tags hash, the expiry hash.
// ARGV: the cache key, the serialized entry, its render start (ms), its expiry (Unix seconds, or ''
// for none), its tags (JSON). Equal render starts may overwrite: the same render written twice.
const WRITE_UNLESS_NEWER_STORED = `
local stored = redis.call('GET', KEYS[2])
if stored and tonumber(stored) > tonumber(ARGV[3]) then return 0 end
if ARGV[4] == '' then
  redis.call('SET', KEYS[1], ARGV[2])
  redis.call('SET', KEYS[2], ARGV[3])
  redis.call('HDEL', KEYS[4], ARGV[1])
else
  redis.call('SET', KEYS[1], ARGV[2], 'EXAT', ARGV[4])
  redis.call('SET', KEYS[2], ARGV[3], 'EXAT', ARGV[4])
  redis.call('HSET', KEYS[4], ARGV[1], ARGV[4])
end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[5])
return 1
`

// KEYS: the entry, its render start. The render start of the entry Redis holds, or nil when it
// holds none (expired, deleted by a tag's revalidation, or Redis restarted empty).
const RENDER_START_OF_STORED = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return redis.call('GET', KEYS[2])
`

/**
 * @typedef {Handler & {
 *   storedRenderStart: (key: string) => Promise<number | null>
 * }} NewerRenderWinsHandler `storedRenderStart`: when the render of the entry Redis holds for `key`
 *   began (its `lastModified`), in one small round trip; null when there is none, or when it was
 *   written without one (the kinds below that keep the package's write).
 */

/**
 * @param {{ client: RedisClient, keyPrefix: string, timeoutMs: number }} options The
 *   entry's `lastModified` must be when its render began (lib/server/cache/redisCacheHandler.mjs sets it).
 * @returns {NewerRenderWinsHandler}
 */
export function newerRenderWins({ client, keyPrefix, timeoutMs }) {
  const redisStrings = createRedisStringsHandler({
    // node-redis's client with its default modules, which the package's type names without them.
    client: /** @type {RedisStringsClient} */ (/** @type {unknown} */ (client)),
    keyPrefix,
    timeoutMs,
    sharedTagsKey: SHARED_TAGS_KEY,
    sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
    keyExpirationStrategy: 'EXAT',
  })
  return {
    ...redisStrings,
    name: 'redis-strings, newer render wins',
    async set(key, entry, ctx) {
      if (BUFFER_KINDS.has(entry.value?.kind ?? '') || ctx?.setOnlyIfNotExists) {
        return redisStrings.set(key, entry, ctx)
      }
      const expireAt = entry.lifespan?.expireAt
      await client.eval(WRITE_UNLESS_NEWER_STORED, {
        keys: [keyPrefix + key, renderStartKey(key), keyPrefix + SHARED_TAGS_KEY, keyPrefix + SHARED_TAGS_TTL_KEY],
        arguments: [
          key,
          await jsonCacheValueSerializer.serialize(entry),
          String(entry.lastModified),
          expireAt === undefined ? '' : String(expireAt),
          JSON.stringify(entry.tags ?? []),
        ],
      })
    },
    async storedRenderStart(key) {
      const stored = await client.eval(RENDER_START_OF_STORED, { keys: [keyPrefix + key, renderStartKey(key)] })
      return typeof stored === 'string' ? Number(stored) : null
    },
  }

  /** @param {string} key */
  function renderStartKey(key) {
    return `${keyPrefix}render-started:${key}`
  }
}
