#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse on a phone: mobile form factor with Lighthouse's default simulated slow 4G
 * and 4× CPU slowdown, in Debian's Chromium, each measure as its median of RUNS per page.
 * Pages are audited in turns (page 1 run 1, page 2 run 1, …) so a slow moment of the machine
 * spreads over all of them, the bare-Next reference included.
 *
 * `npm run bench` calls it with the bench's own stack; on its own it audits a running site:
 *   node scripts/bench/lighthouse.mjs --site http://127.0.0.1:3000 / /plyazhi /plyazhi/1
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

/**
 * The flags of docs/architecture.md#7-runtime-conventions-commands-ports-data for this network-less machine,
 * headless.
 */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args, '--disable-dev-shm-usage']

/**
 * The Lighthouse budget for every measured page
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
export const LIGHTHOUSE_BUDGET = { performance: 0.95, tbtMs: 150, lcpMs: 2000, cls: 0.02, accessibility: 1 }

/**
 * The audits read here, as in Lighthouse's result (LH.Result): the metrics always have a value; the
 * insight and diagnostic audits may be missing or lack what is read.
 *
 * @typedef {{
 *   'largest-contentful-paint': { numericValue: number },
 *   'total-blocking-time': { numericValue: number },
 *   'cumulative-layout-shift': { numericValue: number },
 *   'first-contentful-paint': { numericValue: number },
 *   'lcp-breakdown-insight'?: { details?: { items?: { type?: string, nodeLabel?: string, snippet?: string }[] } },
 *   'render-blocking-insight'?: { metricSavings?: { FCP?: number } },
 *   'bootup-time'?: { numericValue?: number },
 * }} Audits
 */

/**
 * The part of Lighthouse's result read here. A category's score is null when Lighthouse could not
 * score the page (then `runtimeError` says why).
 *
 * @typedef {object} LighthouseResult
 * @property {Audits} audits
 * @property {{ performance: { score: number | null }, accessibility: { score: number | null } }} categories
 * @property {{ code: string }} [runtimeError]
 * @property {string} finalDisplayedUrl
 */

/** @typedef {ReturnType<typeof summarise>} Summary one run's figures */

/** @param {LighthouseResult} lhr */
function summarise(lhr) {
  /**
   * @template {keyof Audits} K
   * @param {K} id
   * @returns {Audits[K]}
   */
  const audit = (id) => lhr.audits[id]
  // Lighthouse 13 names the LCP element in the LCP breakdown insight: a list whose node item is it.
  const lcpElement = audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')
  const { performance, accessibility } = lhr.categories
  // A run Lighthouse could not score has no figures to take a median of: the bench stops and says why.
  if (performance.score === null || accessibility.score === null) {
    throw new Error(`Lighthouse could not score ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.code ?? 'no score'}`)
  }
  return {
    performance: performance.score,
    accessibility: accessibility.score,
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpElement: lcpElement ? (lcpElement.nodeLabel || lcpElement.snippet || '').slice(0, 60) : '(none)',
    // What the audits name as costly, for the note: render-blocking resources and long main-thread tasks.
    renderBlockingMs: Math.round(audit('render-blocking-insight')?.metricSavings?.FCP ?? 0),
    bootupMs: Math.round(audit('bootup-time')?.numericValue ?? 0),
    runtimeError: lhr.runtimeError?.code ?? null,
  }
}

/**
 * Each measure's own median over the runs (the budget judges each so); the rest from the run of median score.
 *
 * @param {Summary[]} runs at least one (RUNS)
 * @returns {Summary}
 */
const median = (runs) => {
  /** @param {number[]} values */
  const middle = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)])
  const byScore = /** @type {Summary} */ (
    [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]
  )
  /** @type {Partial<Summary>} */
  const medians = {}
  for (const key of /** @type {const} */ (['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'])) {
    medians[key] = middle(runs.map((run) => run[key]))
  }
  return { ...byScore, ...medians }
}

/**
 * Audits each `{label, url}` RUNS times in one Chromium and answers each measure's median per page,
 * with every run's score, LCP and TBT kept.
 *
 * A page with `headers` (a signed-in resident's Cookie) is loaded with them on every request it makes.
 *
 * @param {{ label: string, url: string, headers?: Record<string, string> }[]} pages
 * @param {{ chromePath?: string }} [options]
 */
export async function auditPages(pages, { chromePath = CHROMIUM_LAUNCH_OPTIONS.executablePath } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  /** @type {Map<string, Summary[]>} */
  const runs = new Map(pages.map((p) => [p.label, []]))
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const page of pages) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(page.headers ? { extraHeaders: page.headers } : {}),
        })
        // Lighthouse answers undefined only when given no URL. Its own type of an audit's details is a
        // union of every kind, which LighthouseResult replaces by what summarise reads.
        const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (result)
        const pageRuns = /** @type {Summary[]} */ (runs.get(page.label))
        pageRuns.push(summarise(/** @type {LighthouseResult} */ (/** @type {unknown} */ (lhr))))
      }
    }
  } finally {
    await chrome.kill()
  }
  return pages.map((page) => {
    // Every page has its runs: the map was made from the pages.
    const all = /** @type {Summary[]} */ (runs.get(page.label))
    return {
      label: page.label,
      url: page.url,
      ...median(all),
      scores: all.map((r) => r.performance),
      // The spread the budget's table reports next to each median.
      lcpRuns: all.map((r) => r.lcpMs),
      tbtRuns: all.map((r) => r.tbtMs),
    }
  })
}

/** The audited page whose label starts with this is the bare-Next reference (scripts/bench/run.mjs). */
const REFERENCE_PREFIX = 'reference'

/** TBT may be at most this many times the bare reference's in the same run. */
const TBT_TO_REFERENCE = 2

/** @typedef {Awaited<ReturnType<typeof auditPages>>[number]} PageResult */

/**
 * @param {PageResult} r
 * @param {number | null} referenceTbtMs
 */
const meets = (r, referenceTbtMs) =>
  r.performance >= LIGHTHOUSE_BUDGET.performance &&
  r.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs &&
  (referenceTbtMs === null || r.tbtMs <= TBT_TO_REFERENCE * referenceTbtMs) &&
  r.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
  r.cls <= LIGHTHOUSE_BUDGET.cls &&
  r.accessibility >= LIGHTHOUSE_BUDGET.accessibility

/**
 * @param {number[]} values
 * @param {number} [digits]
 */
const spread = (values, digits = 0) => {
  const low = Math.min(...values)
  const high = Math.max(...values)
  return low === high ? '' : ` (${low.toFixed(digits)}–${high.toFixed(digits)})`
}

/**
 * One row per page for the bench's table: each median with the spread of the runs, judged against
 * the budget and, for TBT, against the reference audited in the same turns, when there is one.
 *
 * @param {PageResult[]} results
 */
export function lighthouseRows(results) {
  const reference = results.find((r) => r.label.startsWith(REFERENCE_PREFIX))
  const referenceTbtMs = reference ? reference.tbtMs : null
  return results.map((r) => [
    `Lighthouse (phone, median of ${r.scores.length}): ${r.label}`,
    `perf ${r.performance.toFixed(2)}${spread(r.scores, 2)}, a11y ${r.accessibility.toFixed(2)}, LCP ${r.lcpMs}${spread(r.lcpRuns)} ms, TBT ${r.tbtMs}${spread(r.tbtRuns)} ms, CLS ${r.cls}; LCP: ${r.lcpElement}`,
    `≥ 0.95, a11y 1, LCP ≤ 2000, TBT ≤ 150${referenceTbtMs === null ? '' : ` and ≤ ${TBT_TO_REFERENCE * referenceTbtMs}`}, CLS ≤ 0.02`,
    r === reference ? '' : meets(r, referenceTbtMs) ? 'ok' : 'MISS',
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteArg = process.argv.indexOf('--site')
  const site = siteArg >= 0 ? process.argv[siteArg + 1] : 'http://127.0.0.1:3000'
  const paths = process.argv.slice(2).filter((a, i, all) => a.startsWith('/') && all[i - 1] !== '--site')
  const pages = (paths.length ? paths : ['/']).map((p) => ({ label: p, url: `${site}${p}` }))
  const results = await auditPages(pages)
  for (const r of results) {
    console.log(
      `${r.label}: perf ${r.performance} (${r.scores.join(', ')}), a11y ${r.accessibility}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms (${r.tbtRuns.join(', ')}), CLS ${r.cls}, FCP ${r.fcpMs} ms, render-blocking ${r.renderBlockingMs} ms, JS boot-up ${r.bootupMs} ms; LCP element: ${r.lcpElement}`,
    )
  }
}
