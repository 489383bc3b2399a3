// @ts-check
import { createClient } from 'redis'

/**
 * The Redis connection one site process uses for its ISR cache (lib/server/cache/sharedIsrCache.mjs).
 * While Redis is away nothing waits for it: commands fail at once (no offline queue), each page
 * comes from the process's memory copy meanwhile, and the client reconnects by itself, so no
 * instance needs a restart after an outage (docs/decisions/0037-isr-cache-on-fortedigital.md).
 */

/** @typedef {ReturnType<typeof connectToRedis>['client']} RedisClient */

/** Retry every 100 ms, backing off to once a second, for ever. */
const reconnectStrategy = (/** @type {number} */ retries) => Math.min(100 * (retries + 1), 1000)

/**
 * @param {{ url: string, name: string, log?: Pick<Console, 'error' | 'log'> }} options `name` is
 *   the connection's CLIENT SETNAME, set again on every reconnect: `CLIENT LIST` shows which
 *   instances are connected (the e2e test counts them after an outage).
 */
export function connectToRedis({ url, name, log = console }) {
  const client = createClient({
    url,
    name,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy },
  })
  // One line per outage, not one per reconnect attempt. Without an 'error' listener the client's
  // errors would be thrown as an unhandled event and end the process.
  let down = false
  client.on('error', (/** @type {Error} */ error) => {
    if (!down) log.error(`[isr-cache] Redis unavailable, pages come from memory: ${error.message}`)
    down = true
  })
  client.on('ready', () => {
    if (down) log.log('[isr-cache] Redis is back: pages are read from it again')
    down = false
  })
  // Resolves once connected: a first connection that fails is retried like a lost one.
  const connected = client.connect().then(
    () => true,
    () => false,
  )
  return {
    client,
    /** Waits for the connection, at most `ms`: true when it is there. */
    ready: (/** @type {number} */ ms) =>
      Promise.race([connected, new Promise((resolve) => setTimeout(resolve, ms, false).unref())]),
    /** Ends the connection and its reconnect attempts (tests; a site process keeps it for life). */
    close: () => client.destroy(),
  }
}
