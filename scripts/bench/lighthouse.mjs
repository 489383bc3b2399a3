#!/usr/bin/env node
/**
 * Lighthouse on a phone: mobile form factor with Lighthouse's default simulated slow 4G
 * and 4× CPU slowdown, in Debian's Chromium, the median of RUNS per page by performance score.
 * Pages are audited in turns (page 1 run 1, page 2 run 1, …) so a slow moment of the machine
 * spreads over all of them, the bare-Next reference included.
 *
 * `npm run bench` calls it with the bench's own stack; on its own it audits a running site:
 *   node scripts/bench/lighthouse.mjs --site http://127.0.0.1:3000 / /plyazhi /plyazhi/1
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

/**
 * The flags of docs/architecture.md#7-runtime-conventions-commands-ports-data for this network-less machine,
 * headless.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

/**
 * The Lighthouse budget for every measured page
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
export const LIGHTHOUSE_BUDGET = { performance: 0.95, tbtMs: 150, lcpMs: 2000, cls: 0.02, accessibility: 1 }

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]
  // Lighthouse 13 names the LCP element in the LCP breakdown insight: a list whose node item is it.
  const lcpElement = audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
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

const median = (runs) => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Audits each `{label, url}` RUNS times in one Chromium and answers the median run per page with
 * every run's score kept.
 */
export async function auditPages(pages, { chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  const runs = new Map(pages.map((p) => [p.label, []]))
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const page of pages) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        })
        runs.get(page.label).push(summarise(result.lhr))
      }
    }
  } finally {
    await chrome.kill()
  }
  return pages.map((page) => {
    const all = runs.get(page.label)
    return { label: page.label, url: page.url, ...median(all), scores: all.map((r) => r.performance) }
  })
}

const meets = (r) =>
  r.performance >= LIGHTHOUSE_BUDGET.performance &&
  r.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs &&
  r.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
  r.cls <= LIGHTHOUSE_BUDGET.cls &&
  r.accessibility >= LIGHTHOUSE_BUDGET.accessibility

/** One row per page for the bench's table. */
export function lighthouseRows(results) {
  return results.map((r) => [
    `Lighthouse (phone, median of ${r.scores.length}): ${r.label}`,
    `perf ${r.performance.toFixed(2)}, a11y ${r.accessibility.toFixed(2)}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; LCP: ${r.lcpElement}`,
    '≥ 0.95, a11y 1, LCP ≤ 2000, TBT ≤ 150, CLS ≤ 0.02',
    r.label.startsWith('reference') ? '' : meets(r) ? 'ok' : 'MISS',
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
      `${r.label}: perf ${r.performance} (${r.scores.join(', ')}), a11y ${r.accessibility}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, FCP ${r.fcpMs} ms, render-blocking ${r.renderBlockingMs} ms, JS boot-up ${r.bootupMs} ms; LCP element: ${r.lcpElement}`,
    )
  }
}
