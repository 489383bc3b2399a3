import os from 'node:os'
import path from 'node:path'

import type { NextApiRequest, NextApiResponse } from 'next'

import healthz from '@/pages/api/healthz'
import readyz from '@/pages/api/readyz'
import { recordingResponse, type SentAnswer } from '@/lib/test/recordingResponse'
import { startThrowawayRedis } from '@/scripts/lib/redis.mjs'

/**
 * The site's health endpoints against the real CMS the integration harness started
 * (lib/test/cmsGlobalSetup.mjs), called in-process as Next calls them behind their rewrites.
 */
async function call(handler: (req: NextApiRequest, res: NextApiResponse) => unknown): Promise<SentAnswer> {
  const { res, sent } = recordingResponse()
  await handler({ method: 'GET', query: {}, headers: {} } as unknown as NextApiRequest, res)
  return sent
}

/** Runs `check` with these variables changed, restoring them after. */
async function withEnv(vars: Record<string, string | undefined>, check: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  apply(vars)
  try {
    await check()
  } finally {
    apply(saved)
  }
}

describe('site /healthz and /readyz', () => {
  it('/healthz answers 200 {"status":"ok"}, never stored', async () => {
    const sent = await call(healthz)
    expect(sent).toEqual({ status: 200, body: { status: 'ok' }, headers: { 'cache-control': 'no-store' } })
  })

  it('/readyz is ready while the CMS answers (no Redis configured: no Redis check)', async () => {
    await withEnv({ REDIS_URL: undefined }, async () => {
      const sent = await call(readyz)
      expect(sent.status).toBe(200)
      expect(sent.headers['cache-control']).toBe('no-store')
      expect(sent.body).toEqual({ status: 'ready', checks: { cms: { ok: true, ms: expect.any(Number) } } })
    })
  })

  it('/readyz is ready with both checks while the CMS and Redis answer', async () => {
    const redis = await startThrowawayRedis({ dir: path.join(os.tmpdir(), 'anapa-readyz-test') })
    try {
      await withEnv({ REDIS_URL: redis.url }, async () => {
        const sent = await call(readyz)
        expect(sent.status).toBe(200)
        expect(sent.body).toEqual({
          status: 'ready',
          checks: { cms: { ok: true, ms: expect.any(Number) }, redis: { ok: true, ms: expect.any(Number) } },
        })
      })
    } finally {
      await redis.stop()
    }
  }, 120_000)

  it('/readyz is degraded, still 200, when Redis is configured but down', async () => {
    await withEnv({ REDIS_URL: 'redis://127.0.0.1:9' }, async () => {
      const sent = await call(readyz)
      expect(sent.status).toBe(200)
      expect(sent.body).toMatchObject({ status: 'degraded', checks: { cms: { ok: true }, redis: { ok: false } } })
    })
  })

  it('/readyz is 503 unready when the CMS cannot be reached', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    await withEnv({ API_BASE_URL: 'http://127.0.0.1:9', REDIS_URL: undefined }, async () => {
      const sent = await call(readyz)
      expect(sent.status).toBe(503)
      expect(sent.headers['cache-control']).toBe('no-store')
      expect(sent.body).toEqual({
        status: 'unready',
        checks: { cms: { ok: false, ms: expect.any(Number), error: 'failed' } },
      })
    })
  })
})
