import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

import RedisCacheHandler from '@/lib/server/cache/redisCacheHandler.mjs'
import { CMS_URL } from '@/playwright.config'
import { startThrowawayRedis } from '@/scripts/lib/redis.mjs'
import { expect, test } from './fixtures'

/**
 * The ISR cache shared through Redis: two `next start` instances of the e2e build
 * (.next-e2e, against the e2e CMS) with REDIS_URL set, and a throwaway Redis this file starts and
 * stops. No browser: what is under test is what each instance answers.
 */

// Not scripts/lib/paths.mjs: it finds the root through import.meta, which this CommonJS spec lacks.
const ROOT = path.resolve(__dirname, '..')
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const PORTS = [3220, 3221] as const
// The instances' own secrets: only this file calls their revalidation route, and no preview is opened.
const secrets = {
  REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
  PREVIEW_SECRET: randomBytes(24).toString('base64url'),
}
const instanceUrl = (port: number) => `http://127.0.0.1:${port}`

type Redis = Awaited<ReturnType<typeof startThrowawayRedis>>
type Stored = Parameters<RedisCacheHandler['set']>[1]
type SetContext = Parameters<RedisCacheHandler['set']>[2]
type ReadContext = Parameters<RedisCacheHandler['get']>[1]
let redis: Redis
const instances: ChildProcess[] = []

async function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    // Own process group: Next renames itself to next-server, so it is stopped by group id.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-e2e',
      API_BASE_URL: CMS_URL,
      SITE_URL: 'http://localhost:3200',
      REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      REDIS_URL: redis.url,
    },
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[site :${port}] ${chunk}`))
  const deadline = Date.now() + 90_000
  for (;;) {
    const ok = await fetch(`${instanceUrl(port)}/api/release`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return child
    if (child.exitCode !== null) throw new Error(`next start on :${port} exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`next start on :${port} did not answer within 90 s`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

async function stopInstance(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** The article's heading as one instance serves it, with the status. */
async function served(port: number, pagePath: string) {
  const response = await fetch(`${instanceUrl(port)}${pagePath}`)
  const html = await response.text()
  return { status: response.status, name: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null }
}

async function revalidateThrough(port: number, pagePath: string) {
  const response = await fetch(`${instanceUrl(port)}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secrets.REVALIDATE_SECRET },
    body: JSON.stringify({ paths: [pagePath] }),
  })
  expect(response.status).toBe(202)
}

/**
 * How many processes have the handler's connection for this build open: each names it
 * `anapa-isr:<BUILD_ID>` (lib/server/cache/redisConnection.mjs).
 */
async function connectedProcesses() {
  const buildId = readFileSync(path.join(ROOT, '.next-e2e', 'BUILD_ID'), 'utf8').trim()
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    const list = String(await client.sendCommand(['CLIENT', 'LIST']))
    return list.split('\n').filter((line) => line.includes(` name=anapa-isr:${buildId} `)).length
  } finally {
    client.destroy()
  }
}

/** Polls `port` until it serves `name` at `pagePath`; returns how long that took. */
async function millisUntilServed(port: number, pagePath: string, name: string, since = Date.now()) {
  await expect.poll(async () => (await served(port, pagePath)).name, { timeout: 15_000, intervals: [20] }).toBe(name)
  return Date.now() - since
}

test.describe.serial('shared ISR cache in Redis', () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    // Includes installing redis-server with apt-get on a machine that lacks it.
    test.setTimeout(300_000)
    redis = await startThrowawayRedis({ dir: path.join(ROOT, 'var', 'e2e-redis') })
    // One after the other: two cold starts at once on two cores only slow each other.
    for (const port of PORTS) instances.push(await startInstance(port))
  })

  test.afterAll(async () => {
    await Promise.all(instances.map(stopInstance))
    await redis?.stop()
  })

  test('on-demand revalidation through either instance is visible on both', async ({ editor }) => {
    const slug = `isr-shared-${Date.now()}`
    const pagePath = `/zhurnal-kurorta/novosti/${slug}`
    const first = `Общий кеш: первая версия ${Date.now()}`
    const id = await editor.createArticle(
      {
        name: first,
        slug,
        type: 'novosti',
        sort: 0,
        category: await editor.categoryId('dostoprimechatelnosti'),
        description: 'Статья e2e-теста общего кеша ISR.',
      },
      { draft: false },
    )
    try {
      // A renders the page and stores it; B gets A's entry from Redis.
      expect(await served(PORTS[0], pagePath)).toEqual({ status: 200, name: first })
      expect(await served(PORTS[1], pagePath)).toEqual({ status: 200, name: first })

      for (const [through, other] of [
        [PORTS[0], PORTS[1]],
        [PORTS[1], PORTS[0]],
      ] as const) {
        const next = `Общий кеш: через :${through} ${Date.now()}`
        await editor.updatePublished('magazines', id, { name: next })
        // Neither instance re-renders by itself: both still serve the cached page.
        expect((await served(other, pagePath)).name).not.toBe(next)
        const since = Date.now()
        await revalidateThrough(through, pagePath)
        const onOther = await millisUntilServed(other, pagePath, next, since)
        const onSelf = await millisUntilServed(through, pagePath, next, since)
        console.log(
          `revalidated through :${through}: on :${other} after ${onOther} ms, on :${through} after ${onSelf} ms`,
        )
      }
    } finally {
      await editor.deleteArticle(id)
    }
  })

  test('a newer entry is never overwritten by an older one (the handler against real Redis)', async () => {
    const key = `/isr-conflict-${Date.now()}`
    // A Pages Router entry and context as Next passes them (their `kind`s are const enums, which a
    // test cannot import).
    const page = (html: string) =>
      ({ kind: 'PAGES', html, pageData: { html }, headers: {}, status: 200 }) as unknown as Stored
    const setContext: SetContext = {
      cacheControl: { revalidate: 300, expire: 3600 },
      isRoutePPREnabled: false,
      isFallback: false,
    }
    const read = { kind: 'PAGES', isFallback: false } as unknown as ReadContext
    const serverDistDir = path.join(ROOT, '.next-e2e', 'server')
    // The handler reads it when this process makes its first one, as next start's process does.
    process.env.REDIS_URL = redis.url
    // Next creates a handler per request: the older one stands for the render that started first.
    const older = new RedisCacheHandler({ serverDistDir })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const newer = new RedisCacheHandler({ serverDistDir })
    await newer.get(key, read)

    await newer.set(key, page('newer render'), setContext)
    await older.set(key, page('older render, finished last'), setContext)

    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      const buildId = readFileSync(path.join(ROOT, '.next-e2e', 'BUILD_ID'), 'utf8').trim()
      const stored = JSON.parse((await client.get(`anapa:${buildId}:${key}`)) ?? 'null')
      expect(stored?.value?.html).toBe('newer render')
    } finally {
      client.destroy()
    }
    const reader = new RedisCacheHandler({ serverDistDir })
    expect((await reader.get(key, read))?.value).toMatchObject({ html: 'newer render' })

    // A render that started later still replaces it.
    const latest = new RedisCacheHandler({ serverDistDir })
    await latest.set(key, page('latest render'), setContext)
    expect((await new RedisCacheHandler({ serverDistDir }).get(key, read))?.value).toMatchObject({
      html: 'latest render',
    })
  })

  test('with Redis down both instances keep serving the last content, and recover by themselves', async ({
    editor,
  }) => {
    const slug = `isr-outage-${Date.now()}`
    const pagePath = `/zhurnal-kurorta/novosti/${slug}`
    const before = `Кеш при сбое Redis ${Date.now()}`
    const id = await editor.createArticle(
      {
        name: before,
        slug,
        type: 'novosti',
        sort: 0,
        category: await editor.categoryId('dostoprimechatelnosti'),
        description: 'Статья e2e-теста: Redis остановлен.',
      },
      { draft: false },
    )
    try {
      for (const port of PORTS) expect(await served(port, pagePath)).toEqual({ status: 200, name: before })

      const connected = await connectedProcesses()
      expect(connected).toBeGreaterThanOrEqual(PORTS.length)
      await redis.stop()
      const outageStarted = Date.now()
      let sent = 0
      const failures: string[] = []
      // Five seconds of requests to both instances, ten at a time, while Redis is down.
      while (Date.now() - outageStarted < 5000) {
        const batch = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? PORTS[0] : PORTS[1]))
        const results = await Promise.all(batch.map((port) => served(port, pagePath).then((r) => ({ port, ...r }))))
        sent += results.length
        for (const r of results)
          if (r.status !== 200 || r.name !== before) failures.push(`:${r.port} ${r.status} ${r.name}`)
      }
      console.log(`Redis down: ${sent} requests, ${failures.length} failed`)
      expect(failures).toEqual([])

      // Redis comes back empty (no persistence); nobody restarts the instances.
      await redis.start()
      const recovered = Date.now()
      // Every process that was connected before (both instances, and this worker's handlers) is back.
      await expect.poll(connectedProcesses, { timeout: 10_000, intervals: [50] }).toBe(connected)
      const reconnected = Date.now() - recovered
      for (const port of PORTS) expect(await served(port, pagePath)).toEqual({ status: 200, name: before })
      const after = `Кеш после сбоя Redis ${Date.now()}`
      await editor.updatePublished('magazines', id, { name: after })
      expect((await served(PORTS[1], pagePath)).name).toBe(before)
      const since = Date.now()
      await revalidateThrough(PORTS[0], pagePath)
      const onOther = await millisUntilServed(PORTS[1], pagePath, after, since)
      console.log(
        `after Redis returned: reconnected in ${reconnected} ms; a revalidation through :${PORTS[0]} reached :${PORTS[1]} in ${onOther} ms (${Date.now() - recovered} ms after the restart)`,
      )
    } finally {
      await editor.deleteArticle(id)
    }
  })
})
