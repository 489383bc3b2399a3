// @ts-check
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expiresIn, signPreviewToken } from '@anapa/shared/preview/token'
import { loginEditor } from '@anapa/shared/testing/editorApi'
import { chromium } from '@playwright/test'

import { choose, CREATED_TEXT, deskPage, newChange, RAISE_ALERT_LABEL, saveChange } from '../../e2e/fixtures/deskAdmin'
import { BANNER_DATA_PATH, bannerLists, stormWarning } from '../lib/alerts.mjs'
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs'
import { FAULTS, runFault } from '../lib/faults.mjs'
import { get, headerValues, startLoad } from '../lib/load.mjs'
import { ROOT } from '../lib/paths.mjs'
import { findBinDir } from '../lib/postgres.mjs'
import { residentCookie } from '../lib/resident.mjs'

/** @typedef {Awaited<ReturnType<typeof import('../lib/scaled.mjs').startScaledStack>>} Stack */
/** @typedef {import('../lib/load.mjs').Answer} Answer */
/** @typedef {Pick<Answer, 'status' | 'body' | 'error'>} PageState */
/** @typedef {Map<string, PageState>} Snapshot what snapshot() saw of each page */

/**
 * The resilience scenarios, in the order they run against one scaled stack. Each
 * leaves the stack as it found it (everything up) and returns its figures as one line.
 */

/**
 * The gateway's timeout for a CMS call (docs/architecture.md#2-data-flow), plus what a render and nginx add on a busy
 * 2-core machine.
 */
const GATEWAY_TIMEOUT_MS = 5000
const WAIT_LIMIT_MS = GATEWAY_TIMEOUT_MS + 2000
/**
 * docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: an editor's publish shows on the page
 * within 5 s.
 */
const PUBLISH_BUDGET_MS = 5000

/** Cabinet pages (withSession): private to the signed-in resident, rendered per request. */
const CABINET = /** @type {const} */ ([
  '/upravleniye-profilem',
  '/my-transport',
  '/izbrannoe',
  '/rezident-applications',
])
const SERVER_ERROR_TEXT = 'Произошла ошибка на сервере'

const LISTS = [
  '/',
  '/zhurnal-kurorta',
  '/afisha',
  '/ekskursii-i-tury',
  '/infrastruktura',
  '/interesnye-mesta',
  '/peshie-marshruty',
  '/plyazhi',
  '/onlayn-kamery',
  '/karta',
]
const DETAIL_LINKS = [
  /href="(\/zhurnal-kurorta\/(?:stati|novosti|podborki)\/[a-z0-9-]+)"/,
  /href="(\/afisha\/[a-z0-9-]+)"/,
  /href="(\/ekskursii-i-tury\/(?!ekskursii-i-tury-group)[a-z0-9-]+)"/,
  /href="(\/infrastruktura\/[a-z0-9-]+)"/,
  /href="(\/interesnye-mesta\/\d+)"/,
  /href="(\/peshie-marshruty\/\d+)"/,
  /href="(\/plyazhi\/\d+)"/,
]

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {unknown} condition
 * @param {string} message
 * @returns {asserts condition}
 */
function check(condition, message) {
  if (!condition) throw new Error(message)
}

/** @type {{ pages: string[], article: string } | null} */
let discovered = null

/**
 * The stack's first site instance: a scaled stack has at least one (startScaledStack's `sitePorts`).
 * @param {Stack} stack
 */
const instance1 = (stack) => /** @type {Stack['instances'][number]} */ (stack.instances[0])

/**
 * get() for a scenario that reads the answer's headers and body. A failed request (a reset, a
 * refused connection, a timeout) has neither, only `status` and `error`: it ends the scenario with
 * what failed and where, not with a TypeError about a missing field.
 *
 * @param {string} url
 * @param {Parameters<typeof get>[1]} [options]
 */
async function answered(url, options) {
  const answer = await get(url, options)
  const { headers, rawHeaders, body } = answer
  if (answer.error !== undefined || !headers || !rawHeaders || body === undefined) {
    const status = answer.status ? ` after status ${answer.status}` : ''
    throw new Error(`GET ${url} failed${status}: ${answer.error ?? 'no answer'}`)
  }
  return { status: answer.status, headers, rawHeaders, body }
}

/**
 * The public pages the scenarios use: every list, one detail page of each, and a path no page has.
 *
 * @param {Stack} stack
 */
async function publicPages(stack) {
  if (discovered) return discovered
  const base = instance1(stack).url
  const pages = [...LISTS]
  const html = await Promise.all(LISTS.map(async (list) => (await get(`${base}${list}`)).body ?? ''))
  for (const link of DETAIL_LINKS) {
    const found = html.map((page) => link.exec(page)?.[1]).find(Boolean)
    check(found, `no detail link ${link} on any list page`)
    pages.push(found)
  }
  // The first detail link, found above, is a journal article's.
  const article = /** @type {string} */ (pages.find((page) => page.startsWith('/zhurnal-kurorta/')))
  discovered = { pages, article }
  return discovered
}

/**
 * Every page through `base`, twice (the second is the ISR or micro-cache HIT): status and body.
 *
 * @param {string} base
 * @param {string[]} pages
 * @returns {Promise<Snapshot>}
 */
async function snapshot(base, pages) {
  /** @type {Snapshot} */
  const result = new Map()
  for (const page of pages) {
    await get(`${base}${page}`)
    const { status, body, error } = await get(`${base}${page}`)
    result.set(page, { status, body, error })
  }
  return result
}

/**
 * Asks each instance to re-render `pages` now (on-demand ISR), as a publish would.
 *
 * @param {Stack} stack
 * @param {string[]} pages
 */
async function revalidateEverywhere(stack, pages) {
  for (const instance of stack.instances) {
    const response = await fetch(`${instance.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': stack.env.site.REVALIDATE_SECRET },
      body: JSON.stringify({ paths: pages }),
    })
    check(response.status === 202, `revalidate on ${instance.url} answered ${response.status}`)
  }
}

/**
 * A cabinet page through nginx with the resident's cookie.
 *
 * @param {Stack} stack
 * @param {string} cookie
 * @param {string} page
 */
const cabinet = (stack, cookie, page) => get(`${stack.nginxUrl}${page}`, { headers: { cookie } })

/**
 * Polls until `probe` resolves true; the time it took.
 *
 * @param {() => Promise<boolean>} probe
 * @param {{ timeoutMs: number, what: string }} options
 */
async function until(probe, { timeoutMs, what }) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return Date.now() - started
    await sleep(100)
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

/**
 * Compares a page set against its snapshot from before the outage: which differ, and how.
 *
 * @param {Snapshot} before
 * @param {Snapshot} after of the same pages
 */
function differences(before, after) {
  const out = []
  for (const [page, was] of before) {
    const now = /** @type {PageState} */ (after.get(page))
    if (now.status !== was.status)
      out.push(`${page}: ${was.status} → ${now.status}${now.error ? ` (${now.error})` : ''}`)
    else if (now.body !== was.body) out.push(`${page}: same status ${now.status}, other content`)
  }
  return out
}

/** @param {import('../lib/load.mjs').LoadFigures} load */
const loadFigures = (load) =>
  `${load.sent} requests, ${load.failed} failed, p99 ${load.p99Ms} ms, max ${load.maxMs} ms` +
  (load.failed ? `; first failures: ${JSON.stringify(load.failures.slice(0, 5))}` : '')

/** The defaults nginx adds when the upstream sent none (docs/deploy/security-headers-defaults.conf). */
function nginxDefaultCsp() {
  const text = readFileSync(path.join(ROOT, 'docs/deploy/security-headers-defaults.conf'), 'utf8')
  return /map \$upstream_http_content_security_policy \$anapa_csp \{\n\s*"" "([^"]*)";/.exec(text)?.[1]
}

/** @param {Stack} stack */
async function securityHeadersThroughNginx(stack) {
  const { article } = await publicPages(stack)
  const checked = []
  for (const page of ['/', article]) {
    const direct = await answered(`${instance1(stack).url}${page}`)
    const own = headerValues(direct.rawHeaders, 'content-security-policy')
    check(own.length === 1, `${page}: the instance itself sent ${own.length} CSPs`)
    for (const pass of ['first', 'second']) {
      const via = await answered(`${stack.nginxUrl}${page}`)
      const csp = headerValues(via.rawHeaders, 'content-security-policy')
      check(via.status === 200, `${page} through nginx: ${via.status}`)
      check(
        csp.length === 1 && csp[0] === own[0],
        `${page} through nginx (${pass}, ${via.headers['x-cache']}): CSP ${JSON.stringify(csp)}, the site's ${JSON.stringify(own)}`,
      )
      check(headerValues(via.rawHeaders, 'x-frame-options').length === 1, `${page}: X-Frame-Options doubled`)
      if (pass === 'second') checked.push(`${page} ${via.headers['x-cache']}`)
    }
  }

  // An editor's draft preview through nginx keeps the CSP that lets the CMS admin frame it.
  const { user } = await loginEditor(stack.cms.url)
  // `/zhurnal-kurorta/<type>/<slug>`, as DETAIL_LINKS found it.
  const [, , type, slug] = /** @type {[string, string, string, string]} */ (article.split('/'))
  const token = signPreviewToken(stack.env.site.PREVIEW_SECRET, {
    aud: 'enter',
    // Payload's ids are numbers on SQLite and PostgreSQL; EditorUser allows strings for other databases.
    sub: /** @type {number} */ (user.id),
    exp: expiresIn(600),
    target: { collection: 'magazines', key: slug, type },
  })
  const entered = await fetch(`${stack.nginxUrl}/api/preview?token=${encodeURIComponent(token)}`, {
    redirect: 'manual',
  })
  check(entered.status === 307, `/api/preview through nginx answered ${entered.status}`)
  const cookie = entered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const draft = await answered(`${stack.nginxUrl}${article}`, { headers: { cookie } })
  const draftCsp = headerValues(draft.rawHeaders, 'content-security-policy')
  const cmsOrigin = new URL(stack.cms.url).origin
  check(draft.status === 200, `draft ${article} through nginx: ${draft.status}`)
  check(draftCsp.length === 1, `draft through nginx: ${draftCsp.length} CSPs`)
  check(
    draftCsp[0]?.includes(`frame-ancestors ${cmsOrigin}`),
    `draft through nginx: CSP without frame-ancestors ${cmsOrigin}: ${draftCsp[0]}`,
  )
  check(/no-store/.test(draft.headers['cache-control'] ?? ''), `draft cache-control ${draft.headers['cache-control']}`)
  check(draft.headers['x-cache'] === 'BYPASS', `draft through nginx: X-Cache ${draft.headers['x-cache']}`)

  // nginx's own answer (a body over the limit, refused before any instance sees it): its defaults.
  const tooLarge = await fetch(`${stack.nginxUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.alloc(12 * 1024 * 1024, 32),
  })
  check(tooLarge.status === 413, `oversized body: ${tooLarge.status}`)
  check(
    tooLarge.headers.get('content-security-policy') === nginxDefaultCsp(),
    `nginx's own 413 CSP: ${tooLarge.headers.get('content-security-policy')}`,
  )
  check(tooLarge.headers.get('x-frame-options') === 'DENY', "nginx's own 413 without X-Frame-Options")
  return `one CSP, the site's own, on ${checked.join(', ')}; draft preview: frame-ancestors ${cmsOrigin}, no-store, BYPASS; nginx's own 413: the defaults`
}

/** Compressed pages for a client that takes gzip, identity for one that does not, from the same cache. */
/** @param {Stack} stack */
async function compressionAtTheEdge(stack) {
  const { article } = await publicPages(stack)
  const seen = []
  for (const page of ['/', article]) {
    for (const pass of [1, 2]) {
      const gzip = await answered(`${stack.nginxUrl}${page}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      const plain = await answered(`${stack.nginxUrl}${page}`)
      check(
        gzip.headers['content-encoding'] === 'gzip',
        `${page} (${pass}): gzip asked, got ${gzip.headers['content-encoding']}`,
      )
      check(
        !plain.headers['content-encoding'],
        `${page} (${pass}): identity asked, got ${plain.headers['content-encoding']}`,
      )
      check(plain.body.includes('</html>'), `${page}: the identity answer is not the page`)
      if (pass === 2) seen.push(`${page} gzip ${gzip.headers['x-cache']}, identity ${plain.headers['x-cache']}`)
    }
  }
  return seen.join('; ')
}

/** @param {Stack} stack */
async function cmsStopped(stack) {
  const { pages } = await publicPages(stack)
  const unknown = '/resilience-net-takoy-stranicy'
  const all = [...pages, unknown]
  const bases = [...stack.instances.map((instance) => instance.url), stack.nginxUrl]
  const cookie = await residentCookie(stack.nginxUrl, stack.env.residentPassword)
  for (const page of CABINET) {
    const before = await cabinet(stack, cookie, page)
    check(before.status === 200, `${page} before the outage: ${before.status}`)
  }
  /** @type {Map<string, Snapshot>} */
  const before = new Map()
  for (const base of bases) before.set(base, await snapshot(base, all))

  const load = startLoad({ urls: pages.map((page) => `${stack.nginxUrl}${page}`), concurrency: 8 })
  await FAULTS.cmsStopped.begin(stack)
  const stoppedAt = Date.now()
  // Every page tries to re-render now, against a CMS that is gone: ISR must keep the last good page.
  await revalidateEverywhere(stack, all)
  await sleep(2000)
  const problems = []
  for (const base of bases) {
    for (const line of differences(/** @type {Snapshot} */ (before.get(base)), await snapshot(base, all)))
      problems.push(`${base}${line}`)
  }
  const cabinetAnswers = []
  for (const page of CABINET) {
    const answer = await cabinet(stack, cookie, page)
    cabinetAnswers.push(answer.status)
    if (answer.status !== 503 || answer.headers?.location || !answer.body?.includes(SERVER_ERROR_TEXT)) {
      problems.push(
        `${page} (signed in, CMS down): ${answer.status}${answer.headers?.location ? ` → ${answer.headers.location}` : ''}` +
          `${answer.body?.includes(SERVER_ERROR_TEXT) ? '' : ', without the Russian error text'}`,
      )
    }
  }
  // A path no page has and nobody asked for before: no last good copy, so the error page, as a 503.
  const neverRendered = await get(`${stack.nginxUrl}/resilience-ne-bylo-do-sboya`)
  if (neverRendered.status !== 503 || !neverRendered.body?.includes(SERVER_ERROR_TEXT)) {
    problems.push(`a path never rendered before, CMS down: ${neverRendered.status}`)
  }
  const outageMs = Date.now() - stoppedAt

  const restartedAt = Date.now()
  await FAULTS.cmsStopped.end(stack)
  const cmsUpMs = Date.now() - restartedAt
  const recoveryMs = await until(async () => (await cabinet(stack, cookie, CABINET[0])).status === 200, {
    timeoutMs: 60_000,
    what: 'the cabinet after the CMS returned',
  })
  const loadResult = await load.stop()
  const figures = loadFigures(loadResult)
  check(problems.length === 0, `during the outage:\n    ${problems.join('\n    ')}\n  load: ${figures}`)
  check(loadResult.failed === 0, `load: ${figures}`)
  return (
    `${all.length} public pages × ${bases.length} (2 instances, nginx) unchanged during ${(outageMs / 1000).toFixed(1)} s of outage` +
    ` with every page re-rendering; cabinet pages answered ${[...new Set(cabinetAnswers)].join('/')} with «${SERVER_ERROR_TEXT}», a path never rendered before 503;` +
    ` load through nginx: ${figures}; recovery: cabinet 200 ${recoveryMs} ms after the CMS was up (CMS start ${(cmsUpMs / 1000).toFixed(1)} s)`
  )
}

/** @param {Stack} stack */
async function cmsHung(stack) {
  const { pages } = await publicPages(stack)
  const bases = [...stack.instances.map((instance) => instance.url), stack.nginxUrl]
  const cookie = await residentCookie(stack.nginxUrl, stack.env.residentPassword)
  /** @type {Map<string, Snapshot>} */
  const before = new Map()
  for (const base of bases) before.set(base, await snapshot(base, pages))
  const load = startLoad({ urls: pages.map((page) => `${stack.nginxUrl}${page}`), concurrency: 8 })
  await stack.cms.pause()
  const problems = []
  let slowest = 0
  try {
    await revalidateEverywhere(stack, pages)
    // Requests while the re-renders wait on the hung CMS, and a cabinet page that must ask it itself.
    /**
     * @param {string} url
     * @param {Record<string, string>} [headers]
     */
    const timed = async (url, headers) => {
      const started = Date.now()
      const answer = await get(url, { headers, timeoutMs: 30_000 })
      const ms = Date.now() - started
      slowest = Math.max(slowest, ms)
      if (ms > WAIT_LIMIT_MS) problems.push(`${url} waited ${ms} ms`)
      return answer
    }
    const cabinetAnswer = await timed(`${stack.nginxUrl}${CABINET[0]}`, { cookie })
    if (cabinetAnswer.status !== 503 || !cabinetAnswer.body?.includes(SERVER_ERROR_TEXT))
      problems.push(`${CABINET[0]} with the CMS hung: ${cabinetAnswer.status}`)
    const neverRendered = await timed(`${stack.nginxUrl}/resilience-zavisshaya-cms`)
    if (neverRendered.status !== 503) problems.push(`a path never rendered before, CMS hung: ${neverRendered.status}`)
    for (const base of bases) for (const page of pages) await timed(`${base}${page}`)
    // Let the hung re-renders time out, then the last good pages must still be there.
    await sleep(GATEWAY_TIMEOUT_MS + 1000)
    for (const base of bases) {
      for (const line of differences(/** @type {Snapshot} */ (before.get(base)), await snapshot(base, pages)))
        problems.push(`${base}${line}`)
    }
  } finally {
    await stack.cms.resume()
  }
  const recoveryMs = await until(async () => (await cabinet(stack, cookie, CABINET[0])).status === 200, {
    timeoutMs: 60_000,
    what: 'the cabinet after SIGCONT',
  })
  const loadResult = await load.stop()
  if (loadResult.maxMs > WAIT_LIMIT_MS) problems.push(`a request of the load waited ${loadResult.maxMs} ms`)
  if (loadResult.failed) problems.push(`load: ${loadFigures(loadResult)}`)
  check(problems.length === 0, problems.join('\n    '))
  return (
    `slowest page request while hung ${slowest} ms (limit ${WAIT_LIMIT_MS}); last good pages kept on both instances and nginx;` +
    ` load: ${loadFigures(loadResult)}; recovery: cabinet 200 ${recoveryMs} ms after SIGCONT`
  )
}

/**
 * A load that reaches the instances (a fresh query string per request defeats the micro-cache).
 *
 * @param {Stack} stack
 * @param {string[]} pages
 */
function instanceLoad(stack, pages, concurrency = 16) {
  return startLoad({ urls: pages.map((page) => `${stack.nginxUrl}${page}`), concurrency, unique: true })
}

/** @param {Stack} stack */
async function instanceKilled(stack) {
  const { pages } = await publicPages(stack)
  const load = instanceLoad(stack, pages)
  await sleep(4000)
  const { ms: backMs, during: duringOutage } = await runFault(stack, FAULTS.instanceKilled, {
    beforeEnd: () => load.snapshot(),
  })
  await sleep(3000)
  const result = await load.stop()
  check(result.failed === 0, loadFigures(result))
  return `${loadFigures(result)} (${duringOutage.sent} of them before the instance came back); instance 1 SIGKILLed, restarted and serving again ${(backMs / 1000).toFixed(1)} s later`
}

/**
 * What an instance's /readyz says (docs/operations.md#health-endpoints): its HTTP status, its
 * overall status and which checks passed.
 *
 * @param {{ url: string }} instance
 */
async function readiness(instance) {
  const answer = await fetch(`${instance.url}/readyz`)
  const body = /** @type {{ status?: string, checks?: Record<string, { ok: boolean }> }} */ (await answer.json())
  const checks = Object.entries(body.checks ?? {}).map(([name, check]) => `${name} ${check.ok ? 'ok' : 'failed'}`)
  return { code: answer.status, status: body.status, checks: checks.sort().join(', ') }
}

/** @param {Stack} stack */
async function redisStopped(stack) {
  check(stack.redis, 'no Redis in this stack (scripts/lib/redis.mjs missing)')
  const { pages } = await publicPages(stack)
  const load = instanceLoad(stack, pages)
  await sleep(3000)
  // While Redis is out, each instance still serves from its own memory copy: degraded, not unready,
  // so an orchestrator keeps sending it traffic.
  const { ms: downMs, during: whileDown } = await runFault(stack, FAULTS.redisStopped, {
    beforeEnd: () => Promise.all(stack.instances.map(readiness)),
  })
  for (const [i, answer] of whileDown.entries()) {
    check(
      answer.code === 200 && answer.status === 'degraded' && answer.checks === 'cms ok, redis failed',
      `instance ${i + 1}'s /readyz with Redis stopped: ${JSON.stringify(answer)}`,
    )
  }
  const readyAgainMs = await until(
    async () => (await Promise.all(stack.instances.map(readiness))).every((answer) => answer.status === 'ready'),
    { timeoutMs: 30_000, what: "both instances' /readyz ready after Redis came back" },
  )
  await sleep(5000)
  const result = await load.stop()
  check(result.failed === 0, loadFigures(result))
  return (
    `${loadFigures(result)}; Redis down for ${(downMs / 1000).toFixed(1)} s and back;` +
    ` /readyz of both instances 200 «degraded» (cms ok, redis failed) while down, «ready» ${readyAgainMs} ms after`
  )
}

/** @param {Stack} stack */
async function publishUnderLoad(stack) {
  const { pages } = await publicPages(stack)
  const editor = await loginEditor(stack.cms.url)
  const load = instanceLoad(stack, pages, 12)
  await sleep(2000)
  // The list is in nginx's micro-cache when the editor publishes, as it is in production.
  await get(`${stack.nginxUrl}/zhurnal-kurorta`)
  const cached = (await get(`${stack.nginxUrl}/zhurnal-kurorta`)).headers?.['x-cache']
  check(cached === 'HIT', `the journal list is in the micro-cache before the publish (X-Cache ${cached})`)
  const name = `Устойчивость: публикация под нагрузкой ${Date.now()}`
  const started = Date.now()
  const id = await editor.createArticle(
    {
      name,
      slug: `resilience-${Date.now()}`,
      type: 'novosti',
      sort: 0,
      category: await editor.categoryId('turizm'),
      description: 'Статья теста устойчивости: публикация доходит до обоих экземпляров сайта.',
    },
    { draft: false },
  )
  try {
    /** @param {string} base */
    const shows = (base) => async () => ((await get(`${base}/zhurnal-kurorta`)).body ?? '').includes(name)
    // The scaled stack's two instances.
    const [first, second] = /** @type {[number, number]} */ (
      await Promise.all(
        stack.instances.map(async (instance) => {
          await until(shows(instance.url), { timeoutMs: 30_000, what: `the article on ${instance.url}` })
          return Date.now() - started
        }),
      )
    )
    const result = await load.stop()
    check(result.failed === 0, loadFigures(result))
    const worst = Math.max(first, second)
    check(
      worst <= PUBLISH_BUDGET_MS,
      `the publish reached the instances after ${first} and ${second} ms (budget ${PUBLISH_BUDGET_MS})`,
    )
    // Visitors see it through nginx, whose micro-cache held the old list: the same budget.
    await until(shows(stack.nginxUrl), { timeoutMs: 30_000, what: 'the article through nginx' })
    const viaNginx = Date.now() - started
    check(
      viaNginx <= PUBLISH_BUDGET_MS,
      `the publish showed through nginx after ${viaNginx} ms (budget ${PUBLISH_BUDGET_MS})`,
    )
    return `publish → on /zhurnal-kurorta of instance 1 after ${first} ms, instance 2 after ${second} ms, through nginx after ${viaNginx} ms (budget ${PUBLISH_BUDGET_MS}); load: ${loadFigures(result)}`
  } finally {
    await load.stop()
    await editor.deleteArticle(id)
  }
}

/**
 * Scheduled publishing in the scaled layout: a scheduled publication is a row in Payload's job queue, which the
 * CMS runs itself (autoRun, cms/src/jobs/config.ts), with no worker to start. The admin's schedule
 * drawer queues it through a server action a script cannot call (e2e/editor-preview.spec.ts drives
 * the drawer itself), so the row is written into PostgreSQL as the drawer writes it: the task, the
 * document, the scheduling editor and the time.
 *
 * @param {Stack} stack
 */
async function scheduledPublish(stack) {
  check(stack.postgres, 'the scaled stack runs on PostgreSQL')
  // One session: its user is the scheduling editor the job row names.
  const editor = await loginEditor(stack.cms.url)
  const name = `Устойчивость: публикация по расписанию ${Date.now()}`
  const id = await editor.createArticle(
    {
      name,
      slug: `resilience-scheduled-${Date.now()}`,
      type: 'novosti',
      sort: 0,
      category: await editor.categoryId('turizm'),
      description: 'Статья теста устойчивости: публикуется по расписанию в масштабированной схеме.',
    },
    { draft: true },
  )
  try {
    const at = new Date(Date.now() + 3000)
    const input = {
      type: 'publish',
      doc: { relationTo: 'magazines', value: String(id) },
      user: { relationTo: 'users', value: editor.user.id },
    }
    // psql quotes the values itself (:'name'), so nothing is spliced into the statement.
    execFileSync(
      // The stack's PostgreSQL runs from these binaries.
      path.join(/** @type {string} */ (findBinDir()), 'psql'),
      [
        stack.postgres.url,
        '-v',
        'ON_ERROR_STOP=1',
        '-v',
        `input=${JSON.stringify(input)}`,
        '-v',
        `at=${at.toISOString()}`,
      ],
      {
        input:
          "INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES (:'input'::jsonb, 'schedulePublish', 'default', :'at');",
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    )
    const shows = async () => ((await get(`${stack.nginxUrl}/zhurnal-kurorta`)).body ?? '').includes(name)
    check(!(await shows()), 'the scheduled article is not on the list before its time')
    await until(shows, { timeoutMs: 30_000, what: 'the scheduled article through nginx' })
    const late = Date.now() - at.getTime()
    check(late >= 0, `the article showed ${-late} ms before its time`)
    return `a publication scheduled 3 s ahead showed on /zhurnal-kurorta through nginx ${late} ms after its time`
  } finally {
    await editor.deleteArticle(id)
  }
}

/**
 * The duty desk's change reaches every page a visitor reads within 5 s, on every instance and
 * through nginx (docs/decisions/0042-beach-conditions.md; the bench times the same through the REST
 * API).
 */
const DESK_BUDGET_MS = 5000
/**
 * An official alert shows as the banner within 10 s
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
const ALERT_BUDGET_MS = 10_000
/** How long a wait goes on before it fails whatever the budget: the figure says how late it was. */
const PROPAGATION_LIMIT_MS = 30_000
const BANNED = 'Купание запрещено'
const ALLOWED = 'Купание разрешено'
const BANNER_REGION = 'Официальные оповещения'

/** @typedef {{ id: number, title: string, conditions: { bathing: { value: string } } }} BeachWithConditions */
/** @typedef {{ data: BeachWithConditions[], meta: { count: number, bathing_allowed: number } }} ConditionsAnswer */
/**
 * One place a visitor reads a beach's bathing: whether it says the change, on one site origin.
 * @typedef {{ what: string, says: (base: string) => Promise<boolean> }} Reader
 */

/** @param {Stack} stack */
async function beachConditions(stack) {
  const { status, body } = await answered(`${stack.cms.url}/v1/beaches/conditions`)
  check(status === 200, `/v1/beaches/conditions answered ${status}`)
  return /** @type {ConditionsAnswer} */ (JSON.parse(body))
}

/**
 * The element of `tag` around the first link to `href` in `html` (a list's card, a search result),
 * or '' when there is no such link.
 *
 * @param {string} html
 * @param {string} href
 * @param {string} tag
 */
function around(html, href, tag) {
  const at = html.indexOf(`href="${href}"`)
  if (at < 0) return ''
  const start = html.lastIndexOf(`<${tag}`, at)
  const end = html.indexOf(`</${tag}>`, at)
  return start < 0 || end < 0 ? '' : html.slice(start, end)
}

/**
 * A page's body through `base`; '' when the request failed or the page is not a 200, so a poll
 * goes on.
 *
 * @param {string} url
 */
async function bodyOf(url) {
  const answer = await get(url)
  return answer.status === 200 ? (answer.body ?? '') : ''
}

/**
 * Every place the beach's bathing shows, saying `bathing` on the change with `document`: the beach's
 * page, its card on /plyazhi, the map's data (the JSON /karta's props travel in), the home page's
 * summary and its search result.
 *
 * @param {{ beach: BeachWithConditions, bathing: 'banned' | 'allowed', document: string, allowedCount: number,
 *   total: number, buildId: string }} expected
 * @returns {Reader[]}
 */
function bathingReaders({ beach, bathing, document, allowedCount, total, buildId }) {
  const href = `/plyazhi/${beach.id}`
  const label = bathing === 'banned' ? BANNED : ALLOWED
  const summary = `Пляжи сегодня: купание разрешено на ${allowedCount} из ${total}`
  return [
    {
      what: `the beach page ${href}`,
      says: async (base) => {
        const html = await bodyOf(`${base}${href}`)
        return html.includes(document) && html.includes(label)
      },
    },
    {
      what: 'its card on /plyazhi',
      says: async (base) => around(await bodyOf(`${base}/plyazhi`), href, 'li').includes(label),
    },
    {
      what: 'the map data /karta',
      says: async (base) => {
        const json = await bodyOf(`${base}/_next/data/${buildId}/karta.json`)
        if (!json) return false
        /** @type {{ pageProps?: { data?: { mapObjects?: { kind: string, id: string, bathing: string | null }[] } } }} */
        const props = JSON.parse(json)
        const object = props.pageProps?.data?.mapObjects?.find((o) => o.kind === 'BEACH' && o.id === String(beach.id))
        return object?.bathing === bathing
      },
    },
    { what: `the home page's «${summary}»`, says: async (base) => (await bodyOf(`${base}/`)).includes(summary) },
    {
      what: 'its search result',
      says: async (base) =>
        around(await bodyOf(`${base}/poisk?search=${encodeURIComponent(beach.title)}`), href, 'a').includes(label),
    },
  ]
}

/**
 * Polls every reader on every base at once; for each, the ms from `savedAt` until it said so.
 *
 * @param {Reader[]} readers
 * @param {string[]} bases
 * @param {number} savedAt
 */
async function whenEveryReaderSays(readers, bases, savedAt) {
  return Promise.all(
    bases.flatMap((base) =>
      readers.map(async ({ what, says }) => {
        await until(() => says(base), { timeoutMs: PROPAGATION_LIMIT_MS, what: `${what} on ${base}` })
        return { where: `${what} on ${base}`, ms: Date.now() - savedAt }
      }),
    ),
  )
}

/**
 * The slowest of `timings`, checked against `budget` as publishUnderLoad checks its own.
 *
 * @param {{ where: string, ms: number }[]} timings
 * @param {number} budget
 * @param {string} what
 */
function slowestWithin(timings, budget, what) {
  const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a))
  check(
    slowest.ms <= budget,
    `${what}: ${slowest.where} after ${slowest.ms} ms (budget ${budget}); all: ${timings.map((t) => `${t.where} ${t.ms} ms`).join(', ')}`,
  )
  return slowest
}

/** @param {Stack} stack */
async function deskBanInTheAdmin(stack) {
  const bases = [...stack.instances.map((instance) => instance.url), stack.nginxUrl]
  const before = await beachConditions(stack)
  const list = await bodyOf(`${instance1(stack).url}/plyazhi`)
  // A beach bathing is allowed on, with a card on the list's first page and a name no other beach has
  // (the admin's select picks it by name).
  const beach = before.data.find(
    (b) =>
      b.conditions.bathing.value === 'allowed' &&
      around(list, `/plyazhi/${b.id}`, 'li') !== '' &&
      before.data.filter((other) => other.title === b.title).length === 1,
  )
  check(beach, 'no beach with bathing allowed on the first page of /plyazhi')
  const buildId = /"buildId":"([^"]+)"/.exec(await bodyOf(`${instance1(stack).url}/karta`))?.[1]
  check(buildId, '/karta carries no buildId')
  const { count: total, bathing_allowed: allowedBefore } = before.meta

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const desk = await deskPage(browser, stack.cms.url, { viewport: { width: 1280, height: 900 } })
    /**
     * One change in the admin, saved; the clock starts at the tap on «Сохранить».
     *
     * @param {'banned' | 'allowed'} bathing
     * @param {string} document
     */
    const save = async (bathing, document) => {
      await newChange(desk, stack.cms.url, beach.title, bathing)
      if (bathing === 'banned') {
        // The ban alone here; the alert is the second half of this scenario, issued on its own.
        await desk.getByLabel(RAISE_ALERT_LABEL).uncheck()
        await choose(desk, 'reasons', 'Шторм')
      }
      await desk.getByLabel('Документ').fill(document)
      const savedAt = Date.now()
      await saveChange(desk)
      await desk.getByText(CREATED_TEXT).first().waitFor({ timeout: PROPAGATION_LIMIT_MS })
      return { savedAt, saveMs: Date.now() - savedAt }
    }

    const banDocument = `Устойчивость: запрет купания ${Date.now()}`
    const banned = bathingReaders({
      beach,
      bathing: 'banned',
      document: banDocument,
      allowedCount: allowedBefore - 1,
      total,
      buildId,
    })
    // Nothing says the ban before it is made, or the waits below would prove nothing.
    for (const base of bases)
      for (const { what, says } of banned) check(!(await says(base)), `${what} on ${base} says the ban before it`)
    const ban = await save('banned', banDocument)
    const banSlowest = slowestWithin(await whenEveryReaderSays(banned, bases, ban.savedAt), DESK_BUDGET_MS, 'the ban')

    // Lifting it, the same way: the stack as it was.
    const liftDocument = `Устойчивость: отмена запрета ${Date.now()}`
    const lifted = bathingReaders({
      beach,
      bathing: 'allowed',
      document: liftDocument,
      allowedCount: allowedBefore,
      total,
      buildId,
    })
    const lift = await save('allowed', liftDocument)
    const liftSlowest = slowestWithin(
      await whenEveryReaderSays(lifted, bases, lift.savedAt),
      DESK_BUDGET_MS,
      'the lifting',
    )
    const after = await beachConditions(stack)
    check(
      after.meta.bathing_allowed === allowedBefore,
      `bathing allowed on ${after.meta.bathing_allowed} beaches after the lifting, ${allowedBefore} before`,
    )
    return (
      `«${beach.title}» banned in the admin (save ${ban.saveMs} ms): page, list card, map data, home summary and search ` +
      `on 2 instances and nginx within ${banSlowest.ms} ms (slowest: ${banSlowest.where}; budget ${DESK_BUDGET_MS}); ` +
      `lifted (save ${lift.saveMs} ms) within ${liftSlowest.ms} ms (slowest: ${liftSlowest.where})`
    )
  } finally {
    await browser.close()
  }
}

/**
 * Whether a fresh visit to `url` in Chromium shows the banner with `headline`, once the banner has
 * its data: a new context each time, so the browser's cache of that data (max-age 10 s) is not what
 * is measured.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} headline
 */
async function bannerShows(browser, url, headline) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' })
  try {
    const page = await context.newPage()
    // The banner asks for its data after hydration; its answer decides what shows.
    const data = page.waitForResponse((response) => response.url().endsWith(BANNER_DATA_PATH), { timeout: 15_000 })
    await page.goto(url)
    await data
    return await page
      .getByRole('region', { name: BANNER_REGION })
      .getByText(headline, { exact: true })
      .waitFor({ timeout: 500 })
      .then(
        () => true,
        () => false,
      )
  } finally {
    await context.close()
  }
}

/** @param {Stack} stack */
async function alertBannerOnIsrPage(stack) {
  const bases = [...stack.instances.map((instance) => instance.url), stack.nginxUrl]
  const editor = await loginEditor(stack.cms.url)
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const headline = `Устойчивость: штормовое предупреждение ${Date.now()}`
    // The list is rendered and cached before the alert exists; its HTML never carries the banner.
    for (const base of bases) await bodyOf(`${base}/plyazhi`)
    check(!(await bannerShows(browser, `${stack.nginxUrl}/plyazhi`, headline)), 'the banner before the alert')

    const issuedAt = Date.now()
    const alert = await editor.issueAlert(stormWarning(headline))
    const saveMs = Date.now() - issuedAt
    const listed = await Promise.all([
      ...bases.map(async (base) => {
        const url = `${base}${BANNER_DATA_PATH}`
        await until(async () => bannerLists(await bodyOf(url), alert.identifier) === true, {
          timeoutMs: PROPAGATION_LIMIT_MS,
          what: `the alert in ${url}`,
        })
        return { where: url, ms: Date.now() - issuedAt }
      }),
      ...bases.map(async (base) => {
        const url = `${base}/plyazhi`
        // A visit that fails (a reset while loading) is one more try.
        await until(() => bannerShows(browser, url, headline).catch(() => false), {
          timeoutMs: PROPAGATION_LIMIT_MS,
          what: `the banner on ${url} in Chromium`,
        })
        return { where: `the banner on ${url} in Chromium`, ms: Date.now() - issuedAt }
      }),
    ])
    const shown = slowestWithin(listed, ALERT_BUDGET_MS, 'the alert')
    const inData = Math.max(...listed.slice(0, bases.length).map((t) => t.ms))
    // The page itself was not rendered again for it: the banner brought the alert.
    check(!(await bodyOf(`${stack.nginxUrl}/plyazhi`)).includes(headline), "the alert in /plyazhi's own HTML")

    // Its Cancel takes it away everywhere: the alerts in force as they were. nginx keeps a copy per
    // encoding and may answer one visit from the older one while it fetches the next
    // (docs/deploy/nginx.conf), so the browser is asked until it agrees too.
    const cancelledAt = Date.now()
    await editor.issueAlert(stormWarning(headline, { cancels: alert.id }))
    const gone = await Promise.all([
      ...bases.map(async (base) => {
        const url = `${base}${BANNER_DATA_PATH}`
        await until(async () => bannerLists(await bodyOf(url), alert.identifier) === false, {
          timeoutMs: PROPAGATION_LIMIT_MS,
          what: `the Cancel in ${url}`,
        })
        return { where: url, ms: Date.now() - cancelledAt }
      }),
      ...bases.map(async (base) => {
        const url = `${base}/plyazhi`
        await until(async () => !(await bannerShows(browser, url, headline).catch(() => true)), {
          timeoutMs: PROPAGATION_LIMIT_MS,
          what: `the banner gone from ${url} in Chromium`,
        })
        return { where: `the banner gone from ${url} in Chromium`, ms: Date.now() - cancelledAt }
      }),
    ])
    const goneSlowest = slowestWithin(gone, ALERT_BUDGET_MS, 'the Cancel')
    const goneFromData = Math.max(...gone.slice(0, bases.length).map((t) => t.ms))
    return (
      `alert issued (save ${saveMs} ms): in ${BANNER_DATA_PATH} on 2 instances and nginx within ${inData} ms, as the ` +
      `banner on /plyazhi (ISR, rendered before) in Chromium on all three within ${shown.ms} ms (slowest: ${shown.where}; ` +
      `budget ${ALERT_BUDGET_MS}); its Cancel gone from the data within ${goneFromData} ms, from the banner within ` +
      `${goneSlowest.ms} ms (slowest: ${goneSlowest.where})`
    )
  } finally {
    await browser.close()
  }
}

/** @type {[name: string, run: (stack: Stack) => Promise<string>][]} */
export const scenarios = [
  [
    'security headers through nginx: the site’s own CSP once, a draft preview framed by the CMS only',
    securityHeadersThroughNginx,
  ],
  [
    'compression at the edge: gzip for clients that take it, identity otherwise, from one micro-cache',
    compressionAtTheEdge,
  ],
  ['CMS stopped: public pages unchanged, the cabinet shows the Russian error page, all recovers by itself', cmsStopped],
  ['CMS hung (SIGSTOP): no request waits past the gateway timeout, ISR keeps the last good page', cmsHung],
  ['one site instance killed (SIGKILL) under load: nginx fails no request', instanceKilled],
  ['Redis stopped under load: no request fails, each instance is degraded, not unready', redisStopped],
  ["an editor's publish under load reaches both instances within 5 s", publishUnderLoad],
  ['a scheduled publication runs in the scaled layout with no worker to start', scheduledPublish],
  [
    'desk ban in the admin reaches both instances: page, list, map data, home summary and search within 5 s',
    deskBanInTheAdmin,
  ],
  [
    'an official alert shows as the banner on an ISR page on both instances within 10 s; its Cancel removes it',
    alertBannerOnIsrPage,
  ],
]
