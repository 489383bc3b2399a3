#!/usr/bin/env node
// @ts-check
/**
 * GET /v1/search at catalogue scale: docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests
 * budgets "search p95 ≤ 30 ms at 10 000 items".
 *
 * `seedSearchBench(cmsEnv)` adds 10 000 bench-only documents to the search index of a CMS
 * database (cms/src/scripts/benchSeed.ts, straight into the table; re-runnable). Best run after
 * `migrateAndSeed` and before `startCms`: with SQLite, writing while the CMS reads means waiting.
 * `benchSearch({ apiBaseUrl })` then waits until the CMS's in-memory index holds them and times
 * sequential requests (one at a time, keep-alive) over the query shapes people type: whole words,
 * word forms, a word being typed, a typo, Latin, several words, with and without `coordinate`
 * and `entity`. Returns p50/p95/p99 and the errors. With `seed: true` and `cmsEnv` it seeds the
 * running CMS's database first.
 *
 * Run alone (`node scripts/bench/search.mjs`), it starts its own CMS (building it if needed) on a
 * fresh data directory under var/bench/search, and writes var/bench/search.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { CMS_DIR, TSX_CLI, VAR_DIR } from '../lib/paths.mjs'
import { run, stopServers } from '../lib/processes.mjs'
import { ephemeralSecrets } from '../lib/secrets.mjs'
import { buildCms, migrateAndSeed, stackEnv, startCms } from '../lib/stack.mjs'

/** @typedef {import('../lib/processes.mjs').Env} Env */
/** @typedef {{ label: string, params: Record<string, string> }} Shape */

export const SEARCH_BUDGET_P95_MS = 30
export const SEARCH_BENCH_ITEMS = 10_000
/** Labels every bench document carries (cms/src/scripts/benchSeed.ts BENCH_MARKER). */
const BENCH_MARKER = 'benchseed'

const CENTRE = '44.8857,37.31992'

/**
 * What people type, as the search dropdown sends it (docs/spec.md#7-calls-the-product-makes: query, coordinate,
 * entity).
 *
 * @type {Shape[]}
 */
const SHAPES = [
  { label: 'word', params: { query: 'пляж' } },
  { label: 'word, near', params: { query: 'пляж', coordinate: CENTRE } },
  { label: 'word form', params: { query: 'пляжей ' } },
  { label: 'place name, near', params: { query: 'джемете', coordinate: CENTRE } },
  { label: 'typing (prefix)', params: { query: 'вит' } },
  { label: 'typing, one letter', params: { query: 'п' } },
  { label: 'typo', params: { query: 'витзяево' } },
  { label: 'latin', params: { query: 'dzhemete' } },
  { label: 'two words', params: { query: 'аптека пионерский' } },
  { label: 'three words, near', params: { query: 'экскурсия на катере', coordinate: CENTRE } },
  { label: 'entity filter', params: { query: 'витязево', entity: 'beach' } },
  { label: 'entity, near, page 2', params: { query: 'анапа', entity: 'event', coordinate: CENTRE, page: '2' } },
  { label: 'all results page', params: { query: 'море', per_page: '100' } },
  { label: 'nothing found', params: { query: 'кенгуру' } },
]

/**
 * @param {string} apiBaseUrl
 * @param {Record<string, string>} params
 */
const url = (apiBaseUrl, params) => `${apiBaseUrl}/v1/search?${new URLSearchParams(params)}`

/**
 * Writes `items` bench documents into the database of the CMS whose env is `cmsEnv`.
 *
 * @param {Env} cmsEnv
 * @param {number} [items]
 */
export async function seedSearchBench(cmsEnv, items = SEARCH_BENCH_ITEMS) {
  await run('search bench seed', process.execPath, [TSX_CLI, 'src/scripts/benchSeed.ts', String(items)], {
    cwd: CMS_DIR,
    env: cmsEnv,
  })
}

/**
 * The CMS looks for writes made elsewhere when searches arrive (at most every 2 s) and reloads in
 * the background: these searches are what make it look. Waits until one counts every bench document.
 *
 * @param {string} apiBaseUrl
 * @param {number} items
 * @param {{ timeoutMs?: number }} [options]
 */
export async function waitForSearchIndex(apiBaseUrl, items, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  /** @type {number | null} */
  let seen = null
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url(apiBaseUrl, { query: `${BENCH_MARKER} `, per_page: '1' }))
      if (response.ok) {
        /** @type {{ meta?: { count?: number } }} */
        const body = await response.json()
        seen = body.meta?.count ?? null
        // No count compares as 0, as JavaScript's >= takes null.
        if ((seen ?? 0) >= items) return
      }
    } catch {
      // Not listening yet, or restarting: look again.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(
    `The CMS search index did not take in ${items} bench documents within ${timeoutMs / 1000} s (saw ${seen})`,
  )
}

/**
 * The value at percentile `p` of `sorted`; undefined for no values, which round() makes NaN.
 *
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])

/** @param {number[]} times */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b)
  /** @param {number} ms */
  const round = (ms) => Math.round(ms * 100) / 100
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(/** @type {number} */ (sorted[sorted.length - 1])),
  }
}

/**
 * Times `requests` sequential searches cycling through SHAPES, after `warmup` untimed ones.
 *
 * @param {string} apiBaseUrl
 * @param {{ requests?: number, warmup?: number }} [options]
 */
export async function measureSearch(apiBaseUrl, { requests = 500, warmup = 60 } = {}) {
  /** @type {number[]} */
  const times = []
  /** @type {Map<string, { times: number[], count: number | null }>} */
  const byShape = new Map(SHAPES.map((s) => [s.label, { times: [], count: null }]))
  let errors = 0
  for (let i = 0; i < warmup + requests; i++) {
    const shape = /** @type {Shape} */ (SHAPES[i % SHAPES.length])
    const started = performance.now()
    let ok = false
    /** @type {number | null} */
    let count = null
    try {
      const response = await fetch(url(apiBaseUrl, shape.params))
      /** @type {{ data?: unknown, meta?: { count?: number } }} */
      const body = await response.json()
      ok = response.ok && Array.isArray(body.data)
      count = body.meta?.count ?? null
    } catch {
      ok = false
    }
    const ms = performance.now() - started
    if (i < warmup) continue
    if (!ok) errors++
    times.push(ms)
    // Every shape has its entry: the map was made from SHAPES.
    const entry = /** @type {{ times: number[], count: number | null }} */ (byShape.get(shape.label))
    entry.times.push(ms)
    entry.count = count
  }
  return {
    requests,
    errors,
    ...stats(times),
    byShape: [...byShape].map(([label, { times: t, count }]) => ({ label, results: count, ...stats(t) })),
  }
}

/**
 * Measures the CMS at `apiBaseUrl` once its index holds the `items` bench documents. With
 * `seed: true` it first writes them into the running CMS's database (`cmsEnv`, as
 * stackEnv(...).cms gives it). The rows stay in that database; only search reads them, and the
 * next demo seed's reindex removes them.
 *
 * @param {{ apiBaseUrl: string, cmsEnv?: Env, items?: number, requests?: number, seed?: boolean }} options
 */
export async function benchSearch({ apiBaseUrl, cmsEnv, items = SEARCH_BENCH_ITEMS, requests = 500, seed = false }) {
  // A caller that asks for `seed` gives `cmsEnv`.
  if (seed) await seedSearchBench(/** @type {Env} */ (cmsEnv), items)
  await waitForSearchIndex(apiBaseUrl, items)
  const result = await measureSearch(apiBaseUrl, { requests })
  return {
    items,
    budgetP95Ms: SEARCH_BUDGET_P95_MS,
    ok: result.errors === 0 && result.p95Ms <= SEARCH_BUDGET_P95_MS,
    ...result,
  }
}

/**
 * Rows for run.mjs's table: [measure, result, budget, verdict].
 *
 * @param {Awaited<ReturnType<typeof benchSearch>>} r
 */
export function searchRows(r) {
  return [
    [
      `search p95 at ${r.items} items (${r.requests} req, sequential)`,
      `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors`,
      `≤ ${r.budgetP95Ms} ms / 0`,
      r.ok ? 'ok' : 'MISS',
    ],
  ]
}

async function main() {
  const dataDir = path.join(VAR_DIR, 'bench', 'search')
  rmSync(dataDir, { recursive: true, force: true })
  const port = 3311
  const secrets = ephemeralSecrets()
  const env = stackEnv({ dataDir, cmsPort: port, sitePort: 3399, secrets })
  await buildCms(env.cms)
  await migrateAndSeed(env.cms)
  await seedSearchBench(env.cms)
  await startCms(env.cms, port)
  const result = await benchSearch({ apiBaseUrl: env.apiBaseUrl })
  mkdirSync(path.join(VAR_DIR, 'bench'), { recursive: true })
  writeFileSync(path.join(VAR_DIR, 'bench', 'search.json'), JSON.stringify(result, null, 2))
  for (const shape of result.byShape) {
    console.log(
      `${shape.label.padEnd(24)} ${String(shape.results).padStart(6)} results  p50 ${shape.p50Ms} ms  p95 ${shape.p95Ms} ms`,
    )
  }
  for (const row of searchRows(result)) console.log(row.join(' | '))
  if (!result.ok) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main()
    .catch((error) => {
      console.error(error)
      process.exitCode = 1
    })
    .finally(() => stopServers().then(() => process.exit()))
}
