// @ts-check
import { interleaved } from './interleaved.mjs'
import { auditPages, lighthouseRows } from './lighthouse.mjs'
import { BOTH_CORES, LOAD_CORE, pinListener, pinProcess, SERVER_CORE } from './pin.mjs'
import { runWrk } from './wrk.mjs'
import { residentCookie, residentToken } from '../lib/resident.mjs'
import { retriedOnDroppedConnection } from '../lib/droppedConnection.mjs'

/**
 * The resident half's budgets (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests), each
 * a ratio against a reference loaded in turns with it in the same run (interleaved.mjs):
 *  - the cabinet pages, signed in as the seeded demo resident, on ONE `next start` (not through nginx:
 *    they are private, no-store, so nginx only passes them on), against the bare-Next reference's
 *    `getServerSideProps` page rendering comparable HTML from one loopback JSON fetch (bareNext.mjs):
 *    ≥ 0.5× its req/s and p99 ≤ 2× its p99;
 *  - the resident REST calls the apps make, with the resident's bearer token straight at the CMS,
 *    against a public ISR page's req/s on the site: ≥ 0.5×.
 * Everything that serves a request runs on SERVER_CORE: the site and the CMS it asks, or the reference
 * and its JSON upstream, so each side's figure is what one core gives for the whole request; wrk runs
 * on LOAD_CORE with CONNECTIONS connections, gzip accepted as a browser sends it.
 */

/** The cabinet pages (pages/), as the budget lists them. */
export const CABINET_PAGES = [
  { label: 'profile', path: '/upravleniye-profilem' },
  { label: 'transport', path: '/my-transport' },
  { label: 'applications', path: '/rezident-applications' },
  { label: 'bookings', path: '/pokupki' },
  { label: 'appeals', path: '/moi-obrashcheniya' },
  { label: 'favourites', path: '/izbrannoe' },
]

/** The resident calls of the budget (docs/api/openapi.yaml): the resident, the bell's list, the cars. */
export const CMS_CALLS = [
  { label: 'the resident', path: '/v1/user' },
  { label: 'notifications', path: '/v1/push/getPushNotification' },
  { label: 'cars', path: '/v1/car/list' },
]

/**
 * The signed-in pages audited on a phone (lighthouse.mjs) at the public pages' budget: the profile,
 * the transport page and the new-appeal form.
 */
export const AUDITED_CABINET_PAGES = [
  { label: 'profile, signed in', path: '/upravleniye-profilem' },
  { label: 'transport, signed in', path: '/my-transport' },
  { label: 'new appeal, signed in', path: '/moi-obrashcheniya/novoe-obrashchenie' },
]

/** The budget's connections for signed-in load (docs/architecture.md#8-…, `-c 10`). */
const CONNECTIONS = 10
/** Only the compressed variant: it is what browsers and the apps ask for. */
const VARIANTS = /** @type {['gzip']} */ (['gzip'])
const RPS_BUDGET = 0.5
const P99_BUDGET = 2

/**
 * @typedef {object} ResidentOptions
 * @property {string} site our `next start`'s origin, already pinned to SERVER_CORE
 * @property {number} sitePid
 * @property {string} cms the CMS's origin
 * @property {number} cmsPort
 * @property {string} reference the bare-Next reference's /ssr page
 * @property {number} referencePort
 * @property {number} referenceJsonPort its JSON upstream's port
 * @property {string} isrPage the public ISR page the CMS calls are compared with, e.g. /zhurnal-kurorta
 * @property {string | null} residentPassword
 * @property {number} rounds
 * @property {number} seconds
 * @property {number} warmupSeconds
 */

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function probe(url, headers = {}) {
  const response = await retriedOnDroppedConnection(() => fetch(url, { headers, redirect: 'manual' }))
  return { status: response.status, bytes: Buffer.byteLength(await response.text()) }
}

/**
 * Measures both groups of rows; the CMS and the reference's two processes are pinned to SERVER_CORE
 * meanwhile and given both cores back afterwards.
 *
 * @param {ResidentOptions} options
 */
export async function benchResident(options) {
  const { site, sitePid, cms, cmsPort, reference, referencePort, referenceJsonPort, isrPage } = options
  const { rounds, seconds, warmupSeconds } = options
  const cookie = await residentCookie(site, options.residentPassword)
  const token = await residentToken(cms, options.residentPassword)
  const signedIn = { Cookie: cookie }
  const bearer = { Authorization: `Bearer ${token}` }

  // A cabinet page whose session is refused redirects (307): wrk would count that as an answer, so
  // each page must answer 200 before the load and again after it.
  const referenceProbe = await probe(reference)
  if (referenceProbe.status !== 200) throw new Error(`the reference ${reference} answered ${referenceProbe.status}`)
  /** @type {Record<string, { status: number, bytes: number }>} */
  const before = {}
  for (const page of CABINET_PAGES) {
    before[page.path] = await probe(`${site}${page.path}`, signedIn)
    if (before[page.path]?.status !== 200) {
      throw new Error(`${page.path} signed in answered ${before[page.path]?.status} before the load`)
    }
  }
  for (const call of CMS_CALLS) {
    const { status } = await probe(`${cms}${call.path}`, bearer)
    if (status !== 200) throw new Error(`${call.path} with the resident's token answered ${status}`)
  }
  // Twice: the second answer is the ISR cache HIT measured.
  await probe(`${site}${isrPage}`)
  await probe(`${site}${isrPage}`)

  const pinned = [cmsPort, referencePort, referenceJsonPort].map((port) => pinListener(port, SERVER_CORE))
  const cmsPid = /** @type {number} */ (pinned[0])
  const referencePid = /** @type {number} */ (pinned[1])
  try {
    /** @type {import('./interleaved.mjs').Server[]} */
    const cabinetServers = [
      { name: 'reference', url: reference, pid: referencePid },
      ...CABINET_PAGES.map((page) => ({
        name: page.path,
        url: `${site}${page.path}`,
        pid: sitePid,
        headers: signedIn,
      })),
    ]
    /** @type {import('./interleaved.mjs').Server[]} */
    const cmsServers = [
      { name: 'isr', url: `${site}${isrPage}`, pid: sitePid },
      ...CMS_CALLS.map((call) => ({ name: call.path, url: `${cms}${call.path}`, pid: cmsPid, headers: bearer })),
    ]
    // Next's first seconds are JIT compilation: every URL is loaded once before it is measured.
    for (const server of [...cabinetServers, ...cmsServers]) {
      await runWrk(server.url, {
        core: LOAD_CORE,
        seconds: warmupSeconds,
        connections: CONNECTIONS,
        gzip: true,
        headers: server.headers,
      })
    }
    const load = { core: LOAD_CORE, rounds, seconds, variants: VARIANTS, connections: CONNECTIONS }
    const cabinet = await interleaved(cabinetServers, load)
    /** @type {Record<string, number>} */
    const statusAfter = {}
    for (const page of CABINET_PAGES) statusAfter[page.path] = (await probe(`${site}${page.path}`, signedIn)).status
    const calls = await interleaved(cmsServers, load)
    // Lighthouse measures a phone, not the servers: they get both cores, as for the public pages'
    // audits, and the site its own core back afterwards for the caller's rows.
    for (const port of [cmsPort, referencePort, referenceJsonPort]) pinListener(port, BOTH_CORES)
    pinProcess(sitePid, BOTH_CORES)
    const lighthouse = await auditPages([
      // Its label marks it as the reference of lighthouseRows: the cabinet's TBT is judged against it too.
      { label: 'reference: bare Next getServerSideProps', url: reference },
      ...AUDITED_CABINET_PAGES.map((page) => ({ label: page.label, url: `${site}${page.path}`, headers: signedIn })),
    ]).finally(() => pinProcess(sitePid, SERVER_CORE))
    return {
      connections: CONNECTIONS,
      referenceHtmlBytes: referenceProbe.bytes,
      reference: pick(cabinet, 'reference'),
      pages: CABINET_PAGES.map((page) => ({
        ...page,
        htmlBytes: before[page.path]?.bytes ?? 0,
        statusAfter: statusAfter[page.path] ?? 0,
        ...pick(cabinet, page.path),
      })),
      isrPage,
      isr: pick(calls, 'isr'),
      calls: CMS_CALLS.map((call) => ({ ...call, ...pick(calls, call.path) })),
      lighthouse,
    }
  } finally {
    for (const port of [cmsPort, referencePort, referenceJsonPort]) pinListener(port, BOTH_CORES)
  }
}

/**
 * One server's gzip figures from interleaved()'s answer.
 *
 * @param {Awaited<ReturnType<typeof interleaved<string, 'gzip'>>>} result
 * @param {string} name
 */
const pick = (result, name) => {
  const figures = result[name]?.gzip
  if (!figures) throw new Error(`no figures for ${name}`)
  const { runs: _runs, ...summary } = figures
  return summary
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1)

/**
 * @param {{ cpuMsPerRequest: number | null }} figures
 */
const cpu = (figures) => (figures.cpuMsPerRequest === null ? 'no requests' : `${figures.cpuMsPerRequest.toFixed(2)} ms`)

/**
 * The report's rows: each reference as context, then each page or call with its ratios and budget.
 *
 * @param {Awaited<ReturnType<typeof benchResident>>} r
 * @param {number} rounds
 * @returns {string[][]}
 */
export function residentRows(r, rounds) {
  const ref = r.reference
  const rows = [
    [
      `resident reference: bare Next getServerSideProps + 1 loopback JSON fetch, -c${r.connections} gzip (median of ${rounds})`,
      `${ref.rps.toFixed(0)} req/s, p99 ${ref.p99Ms.toFixed(1)} ms, ${kb(r.referenceHtmlBytes)} kB HTML, CPU ${cpu(ref)}/req`,
      'context',
      ref.errors === 0 ? '' : 'MISS: errors',
    ],
  ]
  for (const page of r.pages) {
    const rps = page.rps / ref.rps
    const p99 = page.p99Ms / ref.p99Ms
    const misses = [
      ...(rps >= RPS_BUDGET ? [] : ['req/s']),
      ...(p99 <= P99_BUDGET ? [] : ['p99']),
      ...(page.errors === 0 ? [] : ['errors']),
      ...(page.statusAfter === 200 ? [] : [`${page.statusAfter} after the load`]),
    ]
    rows.push([
      `cabinet ${page.label} ${page.path}, signed in, one next start, vs the reference`,
      `${page.rps.toFixed(0)} / ${ref.rps.toFixed(0)} req/s = ${rps.toFixed(2)}×, p99 ${page.p99Ms.toFixed(0)} / ${ref.p99Ms.toFixed(1)} ms = ${p99.toFixed(1)}×, ${kb(page.htmlBytes)} kB HTML, site CPU ${cpu(page)}/req`,
      `≥ ${RPS_BUDGET}×, p99 ≤ ${P99_BUDGET}×`,
      misses.length === 0 ? 'ok' : `MISS: ${misses.join(', ')}`,
    ])
  }
  const isr = r.isr
  rows.push([
    `resident CMS calls' reference: ISR ${r.isrPage} on the site, -c${r.connections} gzip (median of ${rounds})`,
    `${isr.rps.toFixed(0)} req/s, p99 ${isr.p99Ms.toFixed(1)} ms, CPU ${cpu(isr)}/req`,
    'context',
    isr.errors === 0 ? '' : 'MISS: errors',
  ])
  for (const call of r.calls) {
    const rps = call.rps / isr.rps
    const misses = [...(rps >= RPS_BUDGET ? [] : ['req/s']), ...(call.errors === 0 ? [] : ['errors'])]
    rows.push([
      `CMS ${call.label}: GET ${call.path}, bearer token, straight at the CMS, vs the ISR page`,
      `${call.rps.toFixed(0)} / ${isr.rps.toFixed(0)} req/s = ${rps.toFixed(2)}×, p99 ${call.p99Ms.toFixed(1)} ms, CMS CPU ${cpu(call)}/req`,
      `≥ ${RPS_BUDGET}×`,
      misses.length === 0 ? 'ok' : `MISS: ${misses.join(', ')}`,
    ])
  }
  rows.push(...lighthouseRows(r.lighthouse))
  return rows
}
