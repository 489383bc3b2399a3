// @ts-check
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { BANNER_DATA_PATH } from '../lib/alerts.mjs'
import { FAULTS, runFault } from '../lib/faults.mjs'
import { residentCookie } from '../lib/resident.mjs'
import { copySiteBuild, startScaledStack } from '../lib/scaled.mjs'
import { benchBurst, burstRows } from './burst.mjs'
import { loginDeskForBench } from './desk.mjs'
import { benchProductionPath, productionPathRows } from './productionPath.mjs'
import { runWrk } from './wrk.mjs'

/** @typedef {Awaited<ReturnType<typeof startScaledStack>>} Stack */
/** @typedef {{ label: string, url: string | null | undefined }} BenchPage a page of the bench; no url: none found */

/**
 * The scaled layout (scripts/lib/scaled.mjs: PostgreSQL, Redis, the CMS, two
 * `next start` instances, nginx with docs/deploy/nginx.conf) under 200 connections for 60 s over a
 * realistic mix of public pages, with signed-in residents on their cabinet pages (private, no-store:
 * every request renders on an instance and asks the CMS) at the same time on fewer connections.
 * Then a storm alert's burst of signed-in residents with the public load going on (burst.mjs), and
 * the public load once more while an instance dies, Redis stops and the CMS stops, in turn
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: 0 errors through all three). wrk,
 * unpinned: nginx, both instances, the CMS and wrk share the machine's cores as they would a small server's.
 * Before the load, the duty desk bans bathing on a beach and lifts the ban, timed until both instances
 * and nginx show each on the beach's page, then issues an alert and its Cancel, timed until both
 * instances and nginx list it in the banner's data and drop it (desk.mjs,
 * docs/decisions/0042-beach-conditions.md).
 */

const PORTS = { nginx: 3313, cms: 3311, sites: [3310, 3312] }
const DIST = '.next-bench-scaled'
const PUBLIC_CONNECTIONS = 200
const CABINET_CONNECTIONS = 10
const CABINET = ['/upravleniye-profilem', '/my-transport', '/izbrannoe', '/rezident-applications']

/**
 * How often each page is asked for, roughly as visitors arrive: the home page and the journal most,
 * then the catalogue lists and their detail pages, the map.
 *
 * @param {BenchPage[]} pages
 * @returns {string[]}
 */
function publicMix(pages) {
  /** @param {BenchPage} page */
  const weight = (page) => {
    if (page.label === 'home') return 6
    if (page.label.startsWith('journal') || page.label === 'article') return 4
    if (page.label.endsWith('list')) return 3
    if (page.label.endsWith('detail')) return 2
    return 1
  }
  // The pages kept have a URL.
  return pages.filter((page) => page.url).flatMap((page) => Array(weight(page)).fill(/** @type {string} */ (page.url)))
}

/**
 * A wrk script that walks `paths` in turn (per thread), with the given extra headers.
 *
 * @param {string} file
 * @param {string[]} paths
 * @param {Record<string, string>} [headers]
 */
function wrkScript(file, paths, headers = {}) {
  const lua = `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join('\n')}
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`
  writeFileSync(file, lua)
  return file
}

/**
 * wrk over `script`'s pages, unpinned: here the servers and wrk share the machine's cores.
 *
 * @param {string} url
 * @param {{ script: string, connections: number, threads: number, seconds: number }} options
 */
const wrk = (url, { script, connections, threads, seconds }) =>
  runWrk(url, { threads, connections, seconds, script, timeout: '10s' })

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The faults the budget of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests names (the
 * resilience suite's, scripts/lib/faults.mjs), one after the other during a run, at these seconds from its start: a
 * machine dying, Redis going away, the CMS going away.
 */
const FAULT_PLAN = [
  { at: 8, ...FAULTS.instanceKilled },
  { at: 26, ...FAULTS.redisStopped },
  { at: 42, ...FAULTS.cmsStopped },
]

/**
 * Runs FAULT_PLAN against `stack` on the clock of a run that began at `startedAt`; what happened, in words.
 *
 * @param {Stack} stack
 * @param {number} startedAt
 */
async function injectFaults(stack, startedAt) {
  const happened = []
  for (const fault of FAULT_PLAN) {
    if (fault.needs && !stack[fault.needs]) continue
    await sleep(Math.max(0, startedAt + fault.at * 1000 - Date.now()))
    const { ms } = await runFault(stack, fault)
    happened.push(`${fault.what} for ${(ms / 1000).toFixed(1)} s`)
  }
  return happened
}

/**
 * `pages`: the bench's PAGES ({ label, url }); `benchDir`: var/bench; `distDir`: the bench's site
 * build, copied so these instances' ISR writes stay out of it (null: build .next-bench-scaled).
 * `productionPath`: { page, bare, rounds, seconds } for benchProductionPath, measured first (null: not
 * measured); `loadRuns`: false stops after it. `burstOnly`: the alert burst alone, without the desk's
 * runs and the other load runs (BENCH_ONLY=burst). `burstReference`: the bare-Next reference's
 * `getServerSideProps` page, burst beside the residents' (burst.mjs; null: not measured).
 *
 * @param {{
 *   pages: BenchPage[], benchDir: string, distDir: string | null, secrets: Record<string, string>, seconds?: number,
 *   discover?: (site: string) => Promise<void>,
 *   productionPath?: Omit<Parameters<typeof benchProductionPath>[0], 'stack' | 'benchDir'> | null, loadRuns?: boolean,
 *   burstOnly?: boolean, burstReference?: string | null,
 * }} options
 */
export async function benchScaled({
  pages,
  benchDir,
  distDir,
  secrets,
  seconds = 60,
  discover,
  productionPath = null,
  loadRuns = true,
  burstOnly = false,
  burstReference = null,
}) {
  if (distDir && !copySiteBuild(distDir, DIST)) throw new Error(`No site build in ${distDir} to copy`)
  const dataDir = path.join(benchDir, 'scaled')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const stack = await startScaledStack({
    dataDir,
    cmsPort: PORTS.cms,
    sitePorts: PORTS.sites,
    nginxPort: PORTS.nginx,
    secrets,
    distDir: DIST,
    siteUrl: `http://127.0.0.1:${PORTS.nginx}`,
    // Without the bench's build (BENCH_ONLY=scaled), its own, rebuilt only when the sources changed.
    build: !distDir,
  })
  try {
    // A caller without its own list finds the detail pages on this stack.
    // The stack has its two instances.
    if (discover) await discover(/** @type {Stack['instances'][number]} */ (stack.instances[0]).url)
    const mix = publicMix(pages)
    // Every page once through each instance and nginx, so the run measures serving, not first renders.
    for (const url of new Set(mix)) {
      for (const base of [...stack.instances.map((i) => i.url), stack.nginxUrl]) await fetch(`${base}${url}`)
    }
    const publicScript = wrkScript(path.join(dataDir, 'public.lua'), mix, { 'Accept-Encoding': 'gzip' })
    const publicLoad = () =>
      wrk(stack.nginxUrl, { script: publicScript, connections: PUBLIC_CONNECTIONS, threads: 2, seconds })
    const burstOn = () =>
      benchBurst({
        stack,
        dataDir,
        seconds,
        publicConnections: PUBLIC_CONNECTIONS,
        publicLoad,
        reference: burstReference,
      })
    const database = stack.postgres ? 'postgres' : 'sqlite'
    const redis = Boolean(stack.redis)
    const publicPages = [...new Set(mix)].length
    if (burstOnly) return { seconds, database, redis, publicPages, burst: await burstOn() }
    const desk = await deskRuns(stack)
    // Throughput where production serves it (productionPath.mjs), on the warm stack before the load runs.
    const production = productionPath ? await benchProductionPath({ stack, benchDir, ...productionPath }) : null
    if (!loadRuns) return { productionPath: production, desk }
    const cookie = await residentCookie(stack.nginxUrl, stack.env.residentPassword)
    const cabinetScript = wrkScript(path.join(dataDir, 'cabinet.lua'), CABINET, {
      'Accept-Encoding': 'gzip',
      Cookie: cookie,
    })
    const [publicRun, cabinetRun] = await Promise.all([
      publicLoad(),
      wrk(stack.nginxUrl, { script: cabinetScript, connections: CABINET_CONNECTIONS, threads: 1, seconds }),
    ])
    // Before the faults, on the whole stack: the residents' burst beside the public load.
    const burst = await burstOn()
    // The same public load again, through the faults: visitors must not notice any of them.
    const faultsStartedAt = Date.now()
    const [faultRun, faults] = await Promise.all([publicLoad(), injectFaults(stack, faultsStartedAt)])
    return {
      productionPath: production,
      desk,
      seconds,
      database,
      redis,
      publicPages,
      public: { connections: PUBLIC_CONNECTIONS, ...publicRun },
      cabinet: { connections: CABINET_CONNECTIONS, ...cabinetRun },
      burst,
      faults: { connections: PUBLIC_CONNECTIONS, ...faultRun, happened: faults },
    }
  } finally {
    await stack.stop()
  }
}

/** Runs of the desk's ban and its lifting on one beach, and of an alert and its Cancel, each timed on both instances and nginx. */
const DESK_RUNS = 3

/**
 * The desk bans bathing on a published beach and lifts it again, then issues an official alert and
 * its Cancel, DESK_RUNS times each (docs/decisions/0042-beach-conditions.md,
 * docs/decisions/0040-official-alerts-as-cap.md), on the warm stack before the load runs. The
 * alert is timed until /cap/alerts.json lists it: the banner reads that when a page opens, so an
 * ISR page rendered before the alert shows it without being rendered again.
 *
 * @param {Stack} stack
 */
async function deskRuns(stack) {
  /** @type {{ data: { id: number }[] }} */
  const { data } = await (await fetch(`${stack.env.apiBaseUrl}/v1/beaches/conditions`)).json()
  const beachId = /** @type {{ id: number }} */ (data[0]).id
  const bases = [...stack.instances.map((i) => i.url), stack.nginxUrl]
  const pages = bases.map((base) => `${base}/plyazhi/${beachId}`)
  const banners = bases.map((base) => `${base}${BANNER_DATA_PATH}`)
  const desk = await loginDeskForBench(stack.env.apiBaseUrl, stack.env.editorPassword)
  const bans = []
  for (let i = 0; i < DESK_RUNS; i++) bans.push(await desk.banAndLift(beachId, pages))
  const alerts = []
  for (let i = 0; i < DESK_RUNS; i++) alerts.push(await desk.alertAndCancel(banners))
  return { bans, alerts }
}

/**
 * What a full run of benchScaled answers; a run of some of its parts answers only theirs.
 *
 * @typedef {Extract<Awaited<ReturnType<typeof benchScaled>>, { faults: object }>} ScaledResults
 */

/**
 * @param {Partial<ScaledResults>} r
 * @param {number} [rounds] the production path's, for its rows
 */
export function scaledRows(r, rounds) {
  const production = r.productionPath ? productionPathRows(r.productionPath, rounds) : []
  const desk = r.desk ? deskRows(r.desk) : []
  const burst = r.burst ? burstRows(r.burst) : []
  if (!r.public || !r.cabinet || !r.faults) return [...production, ...desk, ...burst]
  /**
   * @param {string} label
   * @param {{ connections: number, rps: number, p99Ms: number, errors: number, requests: number }} run
   */
  const row = (label, run) => [
    `${label}: ${run.connections} connections, ${r.seconds} s through nginx`,
    `${run.rps.toFixed(0)} req/s, p99 ${run.p99Ms.toFixed(0)} ms, ${run.errors} errors of ${run.requests}`,
    '0 errors',
    run.errors === 0 && run.requests > 0 ? 'ok' : 'MISS',
  ]
  return [
    ...production,
    ...desk,
    row(
      `scaled (2 instances, ${r.database}, Redis ${r.redis ? 'on' : 'off'}): ${r.publicPages} public pages`,
      r.public,
    ),
    row('scaled: signed-in cabinet pages (no-store), at the same time', r.cabinet),
    ...burst,
    row(`scaled: the public pages again, with ${r.faults.happened.join(', then ')}`, r.faults),
  ]
}

/** The budget of the desk's change: within 5 s on every instance and through nginx. */
const DESK_BUDGET_MS = 5000
/**
 * The alert banner's budget (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests):
 * within 10 s on every instance and through nginx.
 */
const ALERT_BUDGET_MS = 10_000

/** @param {Awaited<ReturnType<typeof deskRuns>>} desk */
function deskRows({ bans, alerts }) {
  /** @param {string} label @param {number[]} ms @param {number} budget */
  const row = (label, ms, budget) => [
    label,
    ms.map((m) => `${Number.isNaN(m) ? 'never' : m} ms`).join(', '),
    `≤ ${budget} ms`,
    ms.every((m) => m <= budget) ? 'ok' : 'MISS',
  ]
  return [
    row(
      `the desk's ban saved → on the beach page (2 instances and nginx, ${bans.length} runs)`,
      bans.map((r) => r.ban.visibleMs),
      DESK_BUDGET_MS,
    ),
    row(
      'the ban lifted → on the beach page, the same way',
      bans.map((r) => r.lift.visibleMs),
      DESK_BUDGET_MS,
    ),
    row(
      `alert issued → banner shown: in /cap/alerts.json (2 instances and nginx, ${alerts.length} runs)`,
      alerts.map((r) => r.issue.visibleMs),
      ALERT_BUDGET_MS,
    ),
    row(
      'its Cancel → the banner gone, the same way',
      alerts.map((r) => r.cancel.visibleMs),
      ALERT_BUDGET_MS,
    ),
  ]
}
