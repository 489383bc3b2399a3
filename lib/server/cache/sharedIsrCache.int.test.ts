import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { startThrowawayRedis } from '@/scripts/lib/redis.mjs'
import type RedisCacheHandler from './redisCacheHandler.mjs'
import { sharedIsrCache } from './sharedIsrCache.mjs'

/**
 * The site's ISR cache handler (lib/server/cache/redisCacheHandler.mjs) against a real Redis, as two site
 * processes use it: each "process" here has its own copy of the package (its CacheHandler keeps its
 * configuration in static fields), its own connection and its own memory copy. What each test
 * checks is what the package alone does not do (docs/decisions/0037-isr-cache-on-fortedigital.md).
 */

const ONE_YEAR = 60 * 60 * 24 * 365
const BUILD_ID = 'build-under-test'

type StoredValue = Parameters<RedisCacheHandler['set']>[1]
type SetContext = Parameters<RedisCacheHandler['set']>[2]
/** A Pages Router entry as Next stores it (its `kind` is a const enum, which a test cannot import). */
const page = (html: string) =>
  ({ kind: 'PAGES', html, pageData: { html }, headers: {}, status: 200 }) as unknown as StoredValue
/** What Next passes with a page revalidated every 300 s. */
const SET_CONTEXT: SetContext = {
  cacheControl: { revalidate: 300, expire: ONE_YEAR },
  isRoutePPREnabled: false,
  isFallback: false,
}
/** What the package's get needs of Next's context: no soft tags on the Pages Router. */
const READ: Parameters<RedisCacheHandler['get']>[1] = { softTags: [] }

type Redis = Awaited<ReturnType<typeof startThrowawayRedis>>
let redis: Redis
let serverDistDir: string
const opened: Array<() => void> = []

interface SiteProcess {
  /** A handler, as Next makes one per request: its creation is when that request's render began. */
  handler: () => RedisCacheHandler
  /** What the process logged (outages and recoveries). */
  logs: string[]
  connectionName: string
}

async function startSiteProcess(buildId = BUILD_ID): Promise<SiteProcess> {
  const logs: string[] = []
  const log = { error: (line: string) => logs.push(line), log: (line: string) => logs.push(line) }
  const cache = await sharedIsrCache({ url: redis.url, buildId, log })
  opened.push(cache.close)
  let Handler: typeof RedisCacheHandler | undefined
  jest.isolateModules(() => {
    // This registry's own copy of the package, configured as the site configures it, with a
    // connection this test closes (the hook the handler module registers would open its own).
    const { CacheHandler } = jest.requireActual<typeof import('@fortedigital/nextjs-cache-handler')>(
      '@fortedigital/nextjs-cache-handler',
    )
    Handler = jest.requireActual<typeof import('./redisCacheHandler.mjs')>('./redisCacheHandler.mjs').default
    CacheHandler.onCreation(() => cache.config)
  })
  const Loaded = Handler
  if (!Loaded) throw new Error('lib/server/cache/redisCacheHandler.mjs did not load')
  return { handler: () => new Loaded({ serverDistDir }), logs, connectionName: cache.connectionName }
}

async function html(site: SiteProcess, key: string) {
  const entry = await site.handler().get(key, READ)
  return entry?.value && 'html' in entry.value ? entry.value.html : null
}

/** How many connections named `name` Redis has. */
async function connections(name: string) {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    const list = String(await client.sendCommand(['CLIENT', 'LIST']))
    return list.split('\n').filter((line) => line.includes(` name=${name} `)).length
  } finally {
    client.destroy()
  }
}

/**
 * How many times the package's own read ran: it alone asks HEXISTS (is the entry's tag entry
 * there?) after fetching an entry.
 */
async function fullReads() {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    const stats = String(await client.sendCommand(['INFO', 'commandstats']))
    return Number(/cmdstat_hexists:calls=(\d+)/.exec(stats)?.[1] ?? 0)
  } finally {
    client.destroy()
  }
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5))
let keys = 0
const freshKey = () => `/isr-test-${Date.now()}-${keys++}`

beforeAll(async () => {
  redis = await startThrowawayRedis({ dir: path.join(os.tmpdir(), 'anapa-isr-cache-test') })
  serverDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'anapa-isr-dist-')), 'server')
}, 300_000)

afterAll(async () => {
  for (const close of opened) close()
  await redis?.stop()
  rmSync(path.dirname(serverDistDir), { recursive: true, force: true })
})

describe('the ISR cache shared through Redis', () => {
  let a: SiteProcess
  let b: SiteProcess

  beforeAll(async () => {
    a = await startSiteProcess()
    b = await startSiteProcess()
  })

  it('serves what one process wrote from the other, and a later render as soon as it is written', async () => {
    const key = freshKey()
    const render = a.handler()
    await render.set(key, page('first'), SET_CONTEXT)
    expect(await html(a, key)).toBe('first')
    expect(await html(b, key)).toBe('first')

    // A revalidation through A: B reads it on its very next request, with no message in between.
    await a.handler().set(key, page('revalidated'), SET_CONTEXT)
    expect(await html(b, key)).toBe('revalidated')
  })

  it('serves its copy while Redis holds the same render, without fetching the page again', async () => {
    const key = freshKey()
    await a.handler().set(key, page('copied'), SET_CONTEXT)
    expect(await html(b, key)).toBe('copied')
    const before = await fullReads()
    for (let i = 0; i < 5; i++) expect(await html(b, key)).toBe('copied')
    expect(await fullReads()).toBe(before)

    await a.handler().set(key, page('rendered again'), SET_CONTEXT)
    expect(await html(b, key)).toBe('rendered again')
    expect(await fullReads()).toBe(before + 1)
  })

  it("dates an entry by its render's start and gives its lifetime back to Next", async () => {
    const key = freshKey()
    const render = a.handler()
    const started = Date.now()
    await later()
    await render.set(key, page('dated'), SET_CONTEXT)
    const entry = await b.handler().get(key, READ)
    expect(entry?.lastModified).toBeLessThanOrEqual(started)
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: ONE_YEAR })
  })

  it('never lets an older render that finishes last replace a newer one', async () => {
    const key = freshKey()
    const older = a.handler()
    await later()
    const newer = b.handler()
    await newer.set(key, page('newer render'), SET_CONTEXT)
    await older.set(key, page('older render, finished last'), SET_CONTEXT)
    expect(await html(a, key)).toBe('newer render')
    expect(await html(b, key)).toBe('newer render')

    // A render that began after both still replaces it.
    await a.handler().set(key, page('latest render'), SET_CONTEXT)
    expect(await html(b, key)).toBe('latest render')
  })

  it('keeps separate entries per build', async () => {
    const key = freshKey()
    await a.handler().set(key, page('this build'), SET_CONTEXT)
    const nextBuild = await startSiteProcess('another-build')
    expect(await html(nextBuild, key)).toBeNull()
    await nextBuild.handler().set(key, page('another build'), SET_CONTEXT)
    expect(await html(a, key)).toBe('this build')
  })

  it('answers within the deadline from memory while Redis hangs', async () => {
    const key = freshKey()
    await a.handler().set(key, page('before the hang'), SET_CONTEXT)
    expect(await html(b, key)).toBe('before the hang')
    process.kill(redis.pid, 'SIGSTOP')
    try {
      const started = Date.now()
      expect(await html(b, key)).toBe('before the hang')
      // 500 ms for Redis, plus a loaded machine's slack: not the seconds a hung socket would take.
      expect(Date.now() - started).toBeLessThan(1500)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
  })

  describe('with Redis stopped, then back', () => {
    const rendered = freshKey()
    const readOnly = freshKey()
    const contested = freshKey()

    beforeAll(async () => {
      await a.handler().set(rendered, page('rendered by A'), SET_CONTEXT)
      // B only reads this one: A rendered it.
      expect(await html(b, rendered)).toBe('rendered by A')
      await b.handler().set(readOnly, page('rendered by B'), SET_CONTEXT)
      expect(await html(a, readOnly)).toBe('rendered by B')
      // A copies B's newer render, then its own older one finishes: Redis refuses it, so must A's copy.
      const older = a.handler()
      await later()
      await b.handler().set(contested, page('newer render, by B'), SET_CONTEXT)
      expect(await html(a, contested)).toBe('newer render, by B')
      await older.set(contested, page('older render, by A'), SET_CONTEXT)
      await redis.stop()
    })

    it('serves each process its copy, whether it rendered the page or only read it', async () => {
      expect(await html(a, rendered)).toBe('rendered by A')
      expect(await html(b, rendered)).toBe('rendered by A')
      expect(await html(a, readOnly)).toBe('rendered by B')
      expect(await html(a, contested)).toBe('newer render, by B')
      // A page nobody had: a miss, at once (Next renders it).
      const started = Date.now()
      expect(await html(b, freshKey())).toBeNull()
      expect(Date.now() - started).toBeLessThan(200)
    })

    it("keeps a process's own renders in memory meanwhile, each outage logged once", async () => {
      await a.handler().set(rendered, page('rendered during the outage'), SET_CONTEXT)
      expect(await html(a, rendered)).toBe('rendered during the outage')
      for (const site of [a, b]) {
        expect(site.logs.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1)
      }
    })

    it('reads Redis again once it is back, with no restart', async () => {
      await redis.start()
      // Both reconnect by themselves.
      await waitFor(async () => (await connections(a.connectionName)) >= 2)
      await waitFor(async () => (await html(b, rendered)) === null)
      // Redis came back empty (no persistence): the copies are not served instead of its answer.
      expect(await html(a, rendered)).toBeNull()
      await a.handler().set(rendered, page('after the outage'), SET_CONTEXT)
      expect(await html(b, rendered)).toBe('after the outage')
      for (const site of [a, b]) expect(site.logs.at(-1)).toMatch(/Redis is back/)
    })
  })
})

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
