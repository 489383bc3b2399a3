/**
 * The ISR cache shared by every site instance through Redis. next.config.ts names this
 * file as `cacheHandler` only when REDIS_URL is set; without it nothing here is loaded.
 *
 * Reads go through the maintained handler (@trieb.work/nextjs-turbo-redis-cache: its Redis client,
 * read timeouts, request deduplication, serialization and tag revalidation). Around it, three
 * guarantees it does not give by itself:
 *
 * - A memory layer per process. An entry read or written here is served from memory while it is
 *   known current: every write PUBLISHes its key, and each process's subscriber marks its copy
 *   stale, so a revalidation through one instance is seen by the others on their next request.
 *   A page request costs a Map lookup, not a Redis round trip and a JSON parse.
 * - Newer wins. Next creates a handler per request, so its creation time is when the render that
 *   ends in `set` started. The write is a Lua script that refuses an entry whose render started
 *   before the stored one's, so an older render finishing last never overwrites a newer one.
 * - Redis down: the process keeps serving its last copies from memory and keeps its own new
 *   renders there. When Redis is back, the subscriber's reconnect marks every copy unverified, so
 *   each is read from Redis again (a miss renders afresh); no restart is needed.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  RedisStringsHandler,
  jsonCacheValueSerializer,
  resolveCacheEntryTtlSeconds,
} from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'

/**
 * Characters of pages kept per process, as Next's own memory cache keeps 50 MB: about 1,500 of the
 * portal's pages (30–70 kB of HTML and props each), the least recently stored going first.
 */
const MEMORY_LIMIT = 50 * 1024 * 1024
const ESTIMATE_EXPIRE_AGE = (staleAge) => staleAge * 2
const DEFAULT_STALE_AGE = 60 * 60 * 24 * 14

// KEYS[1] the entry, KEYS[2] its render-start stamp; ARGV: stamp, serialized entry, TTL (0: none),
// channel, notification ("<writer>:<stamp>:<cache key>"). Equal stamps may overwrite: the same
// render written twice is the same entry.
const WRITE_IF_NOT_OLDER = `
local stored = redis.call('GET', KEYS[2])
if stored and tonumber(stored) > tonumber(ARGV[1]) then return 0 end
local ttl = tonumber(ARGV[3])
if ttl > 0 then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ttl)
  redis.call('SET', KEYS[2], ARGV[1], 'EX', ttl)
else
  redis.call('SET', KEYS[1], ARGV[2])
  redis.call('SET', KEYS[2], ARGV[1])
end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1
`

let shared = null

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** One set of connections and one memory per process, whatever the number of handler objects. */
function sharedState(serverDistDir) {
  if (shared) return shared
  const url = process.env.REDIS_URL
  // Entries of another build reference chunks this one does not serve: each build has its own keys.
  const keyPrefix = `anapa:${buildIdOf(serverDistDir)}:`
  const channel = `${keyPrefix}isr-written`
  // Reconnect quickly and forever: the memory layer covers the outage meanwhile.
  const socket = { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1000) }
  const state = {
    keyPrefix,
    channel,
    // Names this process in its notifications, so it does not mark stale the entry it just wrote.
    token: randomUUID(),
    memory: new Map(),
    memorySize: 0,
    // Bumped whenever the subscription is lost or confirmed: copies verified under an earlier epoch
    // may have missed a notification.
    epoch: 0,
    // Bumped on every notification: a read that overlapped one may have fetched the older entry.
    notifications: 0,
    writer: createClient({ url, socket, disableOfflineQueue: true }),
    subscriber: createClient({ url, socket, disableOfflineQueue: true }),
    reader: new RedisStringsHandler({
      redisUrl: url,
      database: 0,
      keyPrefix,
      // Our memory layer replaces its time-based one, which would serve a replaced entry for this long.
      inMemoryCachingTime: 0,
      getTimeoutMs: 500,
      defaultStaleAge: DEFAULT_STALE_AGE,
      estimateExpireAge: ESTIMATE_EXPIRE_AGE,
      socketOptions: socket,
    }),
    subscribed: false,
    outageLogged: false,
  }
  const onDown = (error) => {
    if (!state.outageLogged)
      console.error(`[isr-cache] Redis unavailable, serving from memory: ${error?.message ?? error}`)
    state.outageLogged = true
  }
  // Subscribed is known only when our own probe comes back through the channel: notifications
  // published before that are missed, so copies are trusted only from then on.
  const lost = () => {
    state.subscribed = false
    state.epoch += 1
  }
  const probe = () => {
    if (state.subscribed || !state.subscriber.isReady || !state.writer.isReady) return
    state.writer.publish(channel, `${state.token}:probe`).catch(() => {})
  }
  setInterval(probe, 200).unref()
  state.writer.on('ready', probe)
  // A process's first requests wait (at most 1.5 s) for the connection instead of rendering alone.
  state.connecting = new Promise((resolve) => {
    state.connected = resolve
    setTimeout(resolve, 1500).unref()
  }).then(() => (state.connecting = null))
  state.writer.on('error', onDown)
  state.subscriber.on('error', (error) => {
    lost()
    onDown(error)
  })
  state.subscriber.on('ready', () => {
    lost()
    probe()
  })
  state.subscriber.on('end', lost)
  state.writer.connect().catch(onDown)
  state.subscriber
    .connect()
    .then(() =>
      state.subscriber.subscribe(channel, (message) => {
        if (message === `${state.token}:probe`) {
          if (state.subscribed) return
          state.subscribed = true
          state.epoch += 1
          state.connected()
          if (state.outageLogged) console.log('[isr-cache] Redis is back: entries are read from it again')
          state.outageLogged = false
          return
        }
        state.notifications += 1
        const [token, stamp] = message.split(':', 2)
        const key = message.slice(token.length + stamp.length + 2)
        const copy = state.memory.get(key)
        if (copy && !(copy.token === token && copy.stamp === Number(stamp))) copy.verifiedEpoch = -1
      }),
    )
    .catch(onDown)
  shared = state
  return state
}

function sizeOf(entry) {
  const value = entry.value
  if (!value) return 100
  return (value.html?.length ?? 0) + JSON.stringify(value.pageData ?? value.props ?? value.data ?? null).length
}

/** `token` and `stamp` name the write this copy came from when this process made it. */
function remember(state, key, entry, { stamp = 0, token = null, verifiedEpoch }) {
  forget(state, key)
  const size = sizeOf(entry)
  state.memory.set(key, { entry, stamp, token, verifiedEpoch, size })
  state.memorySize += size
  for (const oldest of state.memory.keys()) {
    if (state.memorySize <= MEMORY_LIMIT || oldest === key) break
    forget(state, oldest)
  }
}

function forget(state, key) {
  const copy = state.memory.get(key)
  if (!copy) return
  state.memorySize -= copy.size
  state.memory.delete(key)
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.startedAt = Date.now()
    // A build run with REDIS_URL set prerenders through this handler too; its BUILD_ID is not
    // written yet, and its pages go to the build's own files, so nothing is shared then.
    this.state =
      process.env.NEXT_PHASE === 'phase-production-build'
        ? null
        : sharedState(ctx?.serverDistDir ?? path.join(process.cwd(), '.next', 'server'))
  }

  async get(key, ctx) {
    const { state } = this
    if (!state) return null
    if (state.connecting) await state.connecting
    const copy = state.memory.get(key)
    const live = state.subscribed && state.writer.isReady
    if (copy && live && copy.verifiedEpoch === state.epoch) return copy.entry
    if (!live) return copy ? copy.entry : null

    const epoch = state.epoch
    const notifications = state.notifications
    const entry = await state.reader.get(key, ctx)
    const undisturbed = epoch === state.epoch && notifications === state.notifications
    if (entry) {
      remember(state, key, entry, { verifiedEpoch: undisturbed ? epoch : -1 })
      return entry
    }
    // The reader answers null on a failed read too: an outage that began meanwhile keeps our copy.
    if (!(state.subscribed && state.writer.isReady)) return copy ? copy.entry : null
    if (undisturbed) forget(state, key)
    return null
  }

  async set(key, data, ctx) {
    const { state } = this
    if (!state) return
    if (state.connecting) await state.connecting
    const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [] }
    const epoch = state.epoch
    const notifications = state.notifications
    try {
      const serialized = await jsonCacheValueSerializer.serialize(entry)
      const ttl =
        resolveCacheEntryTtlSeconds(ctx ?? {}, data, {
          estimateExpireAge: ESTIMATE_EXPIRE_AGE,
          defaultStaleAge: DEFAULT_STALE_AGE,
        }) ?? 0
      const written = await state.writer.eval(WRITE_IF_NOT_OLDER, {
        keys: [state.keyPrefix + key, `${state.keyPrefix}${key}#started`],
        arguments: [
          String(this.startedAt),
          serialized,
          String(Math.ceil(ttl)),
          state.channel,
          `${state.token}:${this.startedAt}:${key}`,
        ],
      })
      if (written === 1) {
        // Another write may have followed ours in Redis while the answer travelled: then re-read.
        const undisturbed = epoch === state.epoch && notifications === state.notifications
        remember(state, key, entry, {
          stamp: this.startedAt,
          token: state.token,
          verifiedEpoch: undisturbed ? epoch : -1,
        })
      } else {
        // A newer render is in Redis: the next read fetches it.
        const copy = state.memory.get(key)
        if (copy) copy.verifiedEpoch = -1
      }
    } catch (error) {
      // Redis is down: this process serves its own render until Redis is back.
      const copy = state.memory.get(key)
      if (!copy || copy.stamp <= this.startedAt) {
        remember(state, key, entry, { stamp: this.startedAt, token: state.token, verifiedEpoch: -1 })
      }
      if (!state.outageLogged) console.error(`[isr-cache] write kept in memory only: ${error?.message ?? error}`)
      state.outageLogged = true
    }
  }

  async revalidateTag(tags, ...rest) {
    const { state } = this
    if (!state) return
    // Tagged entries are rare on the Pages Router; every copy is re-read rather than matched by tag.
    for (const copy of state.memory.values()) copy.verifiedEpoch = -1
    if (state.writer.isReady) await state.reader.revalidateTag(tags, ...rest)
  }

  resetRequestCache() {}
}
