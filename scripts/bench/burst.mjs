// @ts-check
/**
 * A storm alert's burst on the scaled layout (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests):
 * the duty desk publishes a storm warning, and right away BURST_CONNECTIONS connections of
 * BURST_RESIDENTS different signed-in residents open the bell and a cabinet page through nginx for
 * the run's length, while the public load of the scaled run goes on. Budgets: 0 errors for the
 * residents, their p99 ≤ 1 s, and the public pages' p99 during the burst within 2× of the same public
 * load alone, measured first in the same run (the machine is shared, so only a ratio within one run
 * compares).
 *
 * The residents are seeded with real sessions (burstResidents.mjs) and a sample of them is probed
 * before the alert and after the load: each cabinet page answers 200 with the resident's own data
 * and the bell a list without errors (after the load, with the alert in it).
 *
 * Beside it, the same burst on the bare-Next reference (bareNext.mjs): BURST_CONNECTIONS connections
 * on its `getServerSideProps` page, from one loopback fetch, for as long and beside the same public
 * load. It is the cheapest page rendered per request, so its p99 shows what the residents' budget
 * asks of this machine, and the residents' p99 is also read as a multiple of it.
 */
import path from 'node:path'

import { loginDeskForBench } from './desk.mjs'
import { sampleResidents, seedBurstResidents, signedInProblems } from './burstResidents.mjs'
import { parseBurstAnswers, writeBurstScript } from './burstWrk.mjs'
import { runWrk, socketErrors } from './wrk.mjs'

/** @typedef {import('./wrk.mjs').WrkResult} WrkResult */
/** @typedef {Awaited<ReturnType<typeof import('../lib/scaled.mjs').startScaledStack>>} Stack */

export const BURST_RESIDENTS = 1000
const BURST_CONNECTIONS = 200
const BURST_THREADS = 2
/** The cabinet pages residents open after the bell: their profile, and what they keep for the beach. */
const BURST_CABINET = ['/upravleniye-profilem', '/izbrannoe']
/** Residents probed before and after the load (the first and the last among them). */
const PROBED = 10
const RESIDENTS_P99_BUDGET_MS = 1000
const REFERENCE_WARMUP_SECONDS = 5
const PUBLIC_P99_BUDGET = 2

/** @param {WrkResult} run */
const figures = ({ raw: _raw, ...rest }) => rest

/** @param {ReturnType<typeof socketErrors>} errors the kinds wrk counted, e.g. "3 × timeout" ('' for none) */
const socketErrorsText = (errors) =>
  Object.entries(errors)
    .filter(([, count]) => count)
    .map(([kind, count]) => `${count} × ${kind}`)
    .join(', ')

/**
 * `publicLoad`: one run of the scaled layout's public load (its pages, connections and length),
 * started each time it is called. `reference`: the bare-Next reference's `getServerSideProps` page,
 * burst the same way after the residents (null: not measured).
 *
 * @param {{ stack: Stack, dataDir: string, seconds: number, publicConnections: number, publicLoad: () => Promise<WrkResult>, reference: string | null }} options
 */
export async function benchBurst({ stack, dataDir, seconds, publicConnections, publicLoad, reference }) {
  const site = stack.nginxUrl
  const residents = await seedBurstResidents(stack.env.cms, {
    count: BURST_RESIDENTS,
    file: path.join(dataDir, 'burst-residents.json'),
  })
  const probed = sampleResidents(residents, PROBED)
  const before = await signedInProblems(site, probed, { cabinetPaths: BURST_CABINET })
  if (before.length > 0) throw new Error(`burst residents are not signed in before the load:\n${before.join('\n')}`)
  const script = writeBurstScript({
    file: path.join(dataDir, 'burst.lua'),
    tokensFile: path.join(dataDir, 'burst-tokens.txt'),
    tokens: residents.map((resident) => resident.token),
    threads: BURST_THREADS,
    cabinetPaths: BURST_CABINET,
    origin: site,
  })

  const publicAlone = await publicLoad()

  const desk = await loginDeskForBench(stack.env.apiBaseUrl, stack.env.editorPassword)
  const headline = `Бенчмарк: штормовое предупреждение, всплеск ${Date.now()}`
  const publishStarted = Date.now()
  const alert = await desk.issueStormWarning(headline)
  const publishMs = Date.now() - publishStarted
  try {
    const [publicDuringBurst, burst] = await Promise.all([
      publicLoad(),
      runWrk(site, {
        threads: BURST_THREADS,
        connections: BURST_CONNECTIONS,
        seconds,
        script,
        timeout: '10s',
      }),
    ])
    const answers = parseBurstAnswers(burst.raw)
    const after = await signedInProblems(site, probed, { cabinetPaths: BURST_CABINET, mustList: headline })
    const referenceBurst = reference ? await burstReference(reference, seconds, publicLoad) : null
    return {
      seconds,
      residents: residents.length,
      connections: BURST_CONNECTIONS,
      cabinetPaths: BURST_CABINET,
      alertPublishMs: publishMs,
      probed: probed.length,
      problemsAfter: after,
      residentsLoad: {
        ...figures(burst),
        ...answers,
        socketErrors: socketErrors(burst.raw),
        errors: burst.errors + answers.redirects + answers.bellErrors,
      },
      publicAlone: { connections: publicConnections, ...figures(publicAlone) },
      publicDuringBurst: { connections: publicConnections, ...figures(publicDuringBurst) },
      reference: referenceBurst,
    }
  } finally {
    await alert.cancel()
  }
}

/**
 * The reference's burst: BURST_CONNECTIONS connections on `url` for `seconds`, with the public load
 * going on as during the residents'. It is warmed first, as the residents' pages were by the
 * probes and the load before: Next's first seconds are JIT compilation.
 *
 * @param {string} url
 * @param {number} seconds
 * @param {() => Promise<WrkResult>} publicLoad
 */
async function burstReference(url, seconds, publicLoad) {
  await runWrk(url, { threads: 1, connections: 10, seconds: REFERENCE_WARMUP_SECONDS, gzip: true })
  const [, run] = await Promise.all([
    publicLoad(),
    runWrk(url, { threads: BURST_THREADS, connections: BURST_CONNECTIONS, seconds, timeout: '10s', gzip: true }),
  ])
  return { url, ...figures(run), socketErrors: socketErrors(run.raw) }
}

/**
 * The burst's rows: the residents' load against its budgets, then the public pages' p99 during it
 * against the same load alone, then the reference's burst, which has no budget of its own: it shows
 * what the residents' budget asks of this machine.
 *
 * @param {Awaited<ReturnType<typeof benchBurst>>} r
 * @returns {string[][]}
 */
export function burstRows(r) {
  const load = r.residentsLoad
  const residentMisses = [
    ...(load.requests > 0 ? [] : ['no requests']),
    ...(load.errors === 0 ? [] : ['errors']),
    ...(load.p99Ms <= RESIDENTS_P99_BUDGET_MS ? [] : ['p99']),
    ...(r.problemsAfter.length === 0 ? [] : [`not signed in after the load (${r.problemsAfter.length})`]),
  ]
  const notOk = Object.entries(load.byStatus)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  const sockets = socketErrorsText(load.socketErrors)
  const reference = r.reference
  const againstReference = reference ? ` (${(load.p99Ms / reference.p99Ms).toFixed(1)}× the reference's p99)` : ''
  const alone = r.publicAlone
  const during = r.publicDuringBurst
  const ratio = during.p99Ms / alone.p99Ms
  const publicMisses = [
    ...(ratio <= PUBLIC_P99_BUDGET ? [] : ['p99']),
    ...(alone.errors === 0 && during.errors === 0 ? [] : ['errors']),
  ]
  return [
    [
      `alert burst: ${r.residents} signed-in residents, ${r.connections} connections on the bell and ${r.cabinetPaths.join(', ')} for ${r.seconds} s through nginx, public load continuing`,
      `${load.rps.toFixed(0)} req/s, p99 ${load.p99Ms.toFixed(0)} ms${againstReference}, ${load.errors} errors of ${load.requests} (not 200: ${notOk || 'none'}; the bell's 200 with errors: ${load.bellErrors}; socket errors: ${sockets || 'none'}); ${r.probed} probed signed in before and after`,
      `0 errors, p99 ≤ ${RESIDENTS_P99_BUDGET_MS} ms`,
      residentMisses.length === 0 ? 'ok' : `MISS: ${residentMisses.join(', ')}`,
    ],
    [
      `alert burst: public pages' p99, ${alone.connections} connections alone vs during the burst`,
      `${alone.p99Ms.toFixed(0)} → ${during.p99Ms.toFixed(0)} ms = ${ratio.toFixed(2)}× (${alone.rps.toFixed(0)} → ${during.rps.toFixed(0)} req/s, ${during.errors} errors of ${during.requests})`,
      `≤ ${PUBLIC_P99_BUDGET}×, 0 errors`,
      publicMisses.length === 0 ? 'ok' : `MISS: ${publicMisses.join(', ')}`,
    ],
    ...(reference ? [referenceRow(reference, r.connections, r.seconds)] : []),
  ]
}

/**
 * @param {NonNullable<Awaited<ReturnType<typeof benchBurst>>['reference']>} reference
 * @param {number} connections
 * @param {number} seconds
 */
function referenceRow(reference, connections, seconds) {
  const sockets = socketErrorsText(reference.socketErrors)
  return [
    `alert burst's reference: bare Next getServerSideProps ${reference.url}, ${connections} connections for ${seconds} s, public load continuing`,
    `${reference.rps.toFixed(0)} req/s, p99 ${reference.p99Ms.toFixed(0)} ms, ${reference.errors} errors of ${reference.requests} (socket errors: ${sockets || 'none'})`,
    'context',
    reference.errors === 0 ? '' : 'MISS: errors',
  ]
}
