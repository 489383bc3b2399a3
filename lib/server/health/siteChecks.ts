import { createClient } from 'redis'

import { CityApi } from '@/graphql/datasources/CityApi'
import { serverEnv } from '@/lib/server/env'
import type { Check } from '@anapa/shared/health/readiness'

/**
 * The CMS (or the city API at API_BASE_URL) answers a small contract call through the gateway's own
 * REST client, so the check proves what pages need: the contract answers, not just a port.
 */
export const cmsCheck = (baseUrl: string = serverEnv.apiBaseUrl, timeoutMs?: number): Check => ({
  name: 'cms',
  required: true,
  run: async () => {
    await new CityApi({ baseUrl, timeoutMs }).journalCategories()
  },
})

/**
 * Redis answers PING on a connection of its own, opened for the check and closed after it: the ISR
 * cache's connection is the cache handler's, and a readiness probe must not hold one open.
 */
export const redisCheck = (url: string): Check => ({
  name: 'redis',
  required: false,
  run: async (signal) => {
    const client = createClient({
      url,
      name: 'anapa-readyz',
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: false },
    })
    // Without an 'error' listener a refused connection would be thrown as an unhandled event.
    client.on('error', () => {})
    const close = () => client.destroy()
    signal.addEventListener('abort', close, { once: true })
    try {
      await client.connect()
      const answer = await client.ping()
      if (answer !== 'PONG') throw new Error(`PING answered ${answer}`)
    } finally {
      signal.removeEventListener('abort', close)
      if (client.isOpen) close()
    }
  },
})

/** This instance's checks: the CMS always, Redis when REDIS_URL configures the shared ISR cache. */
export function siteChecks(): Check[] {
  const redisUrl = serverEnv.redisUrl
  return [cmsCheck(), ...(redisUrl ? [redisCheck(redisUrl)] : [])]
}
