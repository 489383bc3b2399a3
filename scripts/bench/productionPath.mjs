// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { stopServer } from '../lib/processes.mjs'
import { interleaved, summarise } from './interleaved.mjs'
import { startDeployNginx, startStaticNginx } from './nginx.mjs'
import { BOTH_CORES, LOAD_CORE, listenerPid, pinProcess, SERVER_CORE } from './pin.mjs'
import { runWrk } from './wrk.mjs'

const STATIC_NGINX_PORT = 3302
const DEPLOY_NGINX_PORT = 3303
const WARMUP_SECONDS = 5
const CONNECTIONS = 50

/** @typedef {Awaited<ReturnType<typeof import('../lib/scaled.mjs').startScaledStack>>} Stack */
/**
 * A server loaded while its page is regenerated: its URL, and what asks for one regeneration (true when accepted).
 * @typedef {{ url: string, revalidate: () => Promise<boolean> }} Regenerated
 */
/**
 * One wrk run while the page was regenerated every second.
 * @typedef {import('./interleaved.mjs').Run & { cpuMs: null, regenerations: number, revalidateFailures: number }} MissRun
 */

/**
 * Throughput where production serves it (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests):
 * one public page through docs/deploy/nginx.conf in front of the scaled layout's two instances, with
 * one nginx worker on SERVER_CORE (startDeployNginx: one worker per core, as in production; two
 * workers sharing one core wait on each other's lock of the cache's shared memory).
 *  - cached: the page from the micro-cache, against nginx serving the same bytes as a static file.
 *    Both nginx on SERVER_CORE, wrk on LOAD_CORE, loaded in turns (interleaved.mjs).
 *  - cache miss: every request carries a query string of its own, so each one misses the micro-cache
 *    and an instance answers it from the ISR cache, while the page is regenerated every second (an
 *    on-demand revalidation, as an editor's publish asks for). The reference is the bare-Next ISR page
 *    loaded and regenerated the same way. Servers on SERVER_CORE (nginx, both instances; the bare
 *    reference alone), wrk on LOAD_CORE, in turns.
 *
 * `stack`: startScaledStack's handles; `page`: the path measured; `bare`: { url, revalidate() } of the
 * reference (scripts/bench/bareNext.mjs).
 *
 * @param {{ stack: Stack, page: string, bare: Regenerated, benchDir: string, rounds: number, seconds: number }} options
 */
export async function benchProductionPath({ stack, page, bare, benchDir, rounds, seconds }) {
  const servers = [...stack.instances.map((instance) => instance.port), new URL(bare.url).port].map(listenerPid)
  servers.forEach((pid) => pinProcess(pid, SERVER_CORE))
  const nginx = await startDeployNginx({
    dir: path.join(benchDir, 'nginx-production-path'),
    port: DEPLOY_NGINX_PORT,
    core: SERVER_CORE,
    upstreams: stack.instances.map((instance) => `127.0.0.1:${instance.port}`),
  })
  const nginxUrl = `http://127.0.0.1:${DEPLOY_NGINX_PORT}`
  try {
    const cached = await cachedAgainstStatic({ nginxUrl, page, benchDir, rounds, seconds })
    const miss = await missAgainstBare({
      ours: { url: `${nginxUrl}${page}`, revalidate: () => revalidateThroughNginx(nginxUrl, stack, page) },
      bare,
      benchDir,
      rounds,
      seconds,
    })
    return { page, ...cached, miss }
  } finally {
    await stopServer(nginx)
    servers.forEach((pid) => pinProcess(pid, BOTH_CORES))
  }
}

/** What nginx writes itself for a file it serves: the static reference's own, not repeated. */
const NGINX_OWN_HEADERS = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server',
  'transfer-encoding',
])

/**
 * The static reference serves the same bytes as the micro-cache: the page's body, precompressed, and
 * the headers the cached answer carries (the site's security headers, its cache and Vary headers,
 * nginx's X-Cache). Without them it would answer with a fifth of the header bytes, and the row
 * would measure header sizes, not the cache.
 *
 * @param {{ nginxUrl: string, page: string, benchDir: string, rounds: number, seconds: number }} options
 */
async function cachedAgainstStatic({ nginxUrl, page, benchDir, rounds, seconds }) {
  const html = await (await fetch(`${nginxUrl}${page}`)).text()
  const cachedAnswer = await fetch(`${nginxUrl}${page}`, { headers: { 'accept-encoding': 'gzip' } })
  const headers = [...cachedAnswer.headers].filter(([name]) => !NGINX_OWN_HEADERS.has(name))
  const root = path.join(benchDir, 'site-static')
  mkdirSync(root, { recursive: true })
  writeFileSync(path.join(root, 'index.html'), html)
  // Precompressed at the level the site compresses with, so static nginx does no per-request work.
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync(html, { level: 6 }))
  const staticNginx = await startStaticNginx({
    dir: path.join(benchDir, 'site-nginx'),
    port: STATIC_NGINX_PORT,
    core: SERVER_CORE,
    root,
    headers,
  })
  try {
    const staticUrl = `http://127.0.0.1:${STATIC_NGINX_PORT}/`
    const cachedUrl = `${nginxUrl}${page}`
    const probe = await fetch(staticUrl, { headers: { 'accept-encoding': 'gzip' } })
    if (probe.headers.get('content-encoding') !== 'gzip') throw new Error('static nginx does not serve the gzip bytes')
    for (const warm of [cachedUrl, staticUrl]) {
      await runWrk(warm, { core: LOAD_CORE, seconds: WARMUP_SECONDS, gzip: true })
    }
    const { cached, staticNginx: reference } = await interleaved(
      [
        { name: 'cached', url: cachedUrl, pid: null },
        { name: 'staticNginx', url: staticUrl, pid: null },
      ],
      { core: LOAD_CORE, rounds, seconds, variants: ['gzip'] },
    )
    return {
      cached: cached.gzip,
      staticNginx: reference.gzip,
      ratioToStaticNginx: cached.gzip.rps / reference.gzip.rps,
    }
  } finally {
    await stopServer(staticNginx)
  }
}

/**
 * The site's on-demand revalidation of `page`, through nginx as the CMS's hooks reach an instance.
 *
 * @param {string} nginxUrl
 * @param {Stack} stack
 * @param {string} page
 */
async function revalidateThroughNginx(nginxUrl, stack, page) {
  const response = await fetch(`${nginxUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': stack.env.site.REVALIDATE_SECRET },
    body: JSON.stringify({ paths: [page] }),
  })
  return response.status === 202
}

/**
 * @param {{ ours: Regenerated, bare: Regenerated, benchDir: string, rounds: number, seconds: number }} options
 */
async function missAgainstBare({ ours, bare, benchDir, rounds, seconds }) {
  /** @type {{ ours: MissRun[], bare: MissRun[] }} */
  const runs = { ours: [], bare: [] }
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of /** @type {['ours' | 'bare', Regenerated][]} */ (Object.entries({ ours, bare }))) {
      const script = uniqueQueryScript(path.join(benchDir, `miss-${name}-${round}.lua`), `${name}${round}`)
      runs[name].push(await loadWhileRegenerating({ ...target, script, seconds }))
    }
  }
  /** @param {MissRun[]} list */
  const summary = (list) => ({
    ...summarise(list),
    regenerations: list.reduce((sum, run) => sum + run.regenerations, 0),
    revalidateFailures: list.reduce((sum, run) => sum + run.revalidateFailures, 0),
  })
  const result = { ours: summary(runs.ours), bare: summary(runs.bare) }
  return { ...result, p99Ratio: result.ours.p99Ms / result.bare.p99Ms }
}

/**
 * A wrk script whose every request has a query string no earlier request had (`prefix` differs per
 * run: the micro-cache keeps answers for a while, so a repeated URL would be a hit).
 *
 * @param {string} file
 * @param {string} prefix
 */
function uniqueQueryScript(file, prefix) {
  writeFileSync(
    file,
    `local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", wrk.path .. "?bench-miss=${prefix}-" .. i)
end
`,
  )
  return file
}

/**
 * wrk on `url` for `seconds` while `revalidate()` asks for the page's regeneration every second.
 *
 * @param {Regenerated & { script: string, seconds: number }} options
 * @returns {Promise<MissRun>}
 */
async function loadWhileRegenerating({ url, revalidate, script, seconds }) {
  let regenerations = 0
  let revalidateFailures = 0
  const tick = setInterval(() => {
    revalidate().then(
      (ok) => (ok ? (regenerations += 1) : (revalidateFailures += 1)),
      () => (revalidateFailures += 1),
    )
  }, 1000)
  try {
    const { raw: _raw, ...result } = await runWrk(url, {
      core: LOAD_CORE,
      connections: CONNECTIONS,
      seconds,
      gzip: true,
      script,
    })
    // No CPU time: the path is nginx and two instances, not one process to read.
    return { ...result, cpuMs: null, regenerations, revalidateFailures }
  } finally {
    clearInterval(tick)
  }
}

/**
 * The table's rows for benchProductionPath's result.
 *
 * @param {Awaited<ReturnType<typeof benchProductionPath>>} r
 * @param {number} [rounds] for the rows' text
 */
export function productionPathRows(r, rounds) {
  const { cached, staticNginx, ratioToStaticNginx, miss } = r
  const okMiss = miss.ours.errors === 0 && miss.ours.revalidateFailures === 0 && miss.p99Ratio <= 2
  return [
    [
      `${r.page} from the micro-cache (2 instances, gzip) vs static nginx (median of ${rounds})`,
      `${cached.rps.toFixed(0)} / ${staticNginx.rps.toFixed(0)} req/s = ${ratioToStaticNginx.toFixed(2)}×, p99 ${cached.p99Ms.toFixed(1)} ms, ${cached.errors} errors`,
      '≥ 1.0×, 0 errors',
      ratioToStaticNginx >= 1 && cached.errors === 0 ? 'ok' : 'MISS',
    ],
    [
      `${r.page} cache miss through nginx, regenerated each second, vs bare Next the same way (median of ${rounds})`,
      `p99 ${miss.ours.p99Ms.toFixed(0)} / ${miss.bare.p99Ms.toFixed(0)} ms = ${miss.p99Ratio.toFixed(2)}×; ${miss.ours.rps.toFixed(0)} vs ${miss.bare.rps.toFixed(0)} req/s; ${miss.ours.regenerations} regenerations, ${miss.ours.errors} errors`,
      'p99 ≤ 2×, 0 errors',
      okMiss ? 'ok' : 'MISS',
    ],
  ]
}
