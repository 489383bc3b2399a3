#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:workarounds -- <variant>…`: the measurement behind each framework workaround we keep
 * (docs/decisions/0039-framework-workarounds-measured.md). For every variant it builds the site with
 * the named workarounds taken out, then audits the same pages on a phone (lighthouse.mjs) and weighs
 * their first-load JS (bundle.mjs), so each removal condition in that record can be checked again
 * with one command. Variants join workarounds with `+`:
 *
 *   current            the site as it is
 *   paintFirstScripts  Next's own <script> tags instead of pages/_document.tsx's scripts after paint
 *   shortClassNames    Next's own CSS-module class names (lib/build/shortClassNames.ts off)
 *   hydrateTransition  stock Next's client: patches/next+*.patch reversed in node_modules
 *   turbopack          the production build on Turbopack instead of webpack
 *   compileHints       no V8 compile hint on the client's chunks (lib/build/compileHints.ts off)
 *
 * e.g. `npm run bench:workarounds -- current paintFirstScripts shortClassNames+turbopack`.
 * The variants edit the files named below and node_modules/next for the length of their build and
 * put them back afterwards, also on Ctrl-C; `git status` is clean after a run.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { NEXT_BIN, ROOT, VAR_DIR } from '../lib/paths.mjs'
import { run, stopServer, stopServers } from '../lib/processes.mjs'
import { ephemeralSecrets } from '../lib/secrets.mjs'
import { buildCms, migrateAndSeed, stackEnv, startCms, startSite } from '../lib/stack.mjs'
import { firstLoadJs } from './bundle.mjs'
import { auditPages } from './lighthouse.mjs'
import { ARTICLE_LINK, SECTIONS } from './pages.mjs'

const SITE_PORT = 3400
const CMS_PORT = 3401
const DIST = '.next-workarounds'
const SITE = `http://127.0.0.1:${SITE_PORT}`

/**
 * Source edits that take a workaround out: [file, what it says now, what it says without].
 *
 * @type {Record<string, [file: string, from: string, to: string][]>}
 */
const SOURCE_EDITS = {
  paintFirstScripts: [
    ['pages/_document.tsx', '<PaintFirstHead>', '<Head>'],
    ['pages/_document.tsx', '</PaintFirstHead>', '</Head>'],
  ],
  shortClassNames: [
    [
      'next.config.ts',
      'if (!dev && applyShortClassNames(config.module.rules) === 0)',
      'if (!dev && (applyShortClassNames as unknown) === null)',
    ],
  ],
  compileHints: [
    [
      'next.config.ts',
      'if (!dev && !isServer) config.plugins.push(compileHintPlugin(webpack))',
      'if (!dev && !isServer && (compileHintPlugin as unknown) === null) config.plugins.push(compileHintPlugin(webpack))',
    ],
  ],
}
const KNOWN = new Set(['current', ...Object.keys(SOURCE_EDITS), 'hydrateTransition', 'turbopack'])

/**
 * A catalogue section's detail link on its list (pages.mjs).
 *
 * @param {string} name one of SECTIONS
 */
const linkOf = (name) =>
  /** @type {(typeof SECTIONS)[number]} */ (SECTIONS.find((section) => section.name === name)).link

/** The pages of every kind the budget names, found on the running site like the bench finds them. */
async function pagesToAudit() {
  /** @param {string} url */
  const text = async (url) => (await fetch(`${SITE}${url}`)).text()
  /**
   * @param {string} url
   * @param {RegExp} pattern
   */
  const first = async (url, pattern) => {
    const found = pattern.exec(await text(url))?.[1]
    if (!found) throw new Error(`no link matching ${pattern} on ${url}`)
    return found
  }
  return [
    { label: 'home', url: '/' },
    { label: 'journal list', url: '/zhurnal-kurorta' },
    { label: 'article', url: await first('/zhurnal-kurorta', ARTICLE_LINK) },
    { label: 'map', url: '/karta' },
    { label: 'afisha list', url: '/afisha' },
    { label: 'afisha detail', url: await first('/afisha', linkOf('afisha')) },
    { label: 'beaches list', url: '/plyazhi' },
    { label: 'beach detail', url: await first('/plyazhi', linkOf('beaches')) },
    { label: 'excursions list', url: '/ekskursii-i-tury' },
    { label: 'search', url: `/poisk?search=${encodeURIComponent('пляж')}` },
  ]
}

/**
 * Applies a variant's edits; answers the function that undoes them.
 *
 * @param {string[]} parts
 */
function takeOut(parts) {
  /** @type {Map<string, string>} */
  const saved = new Map()
  const patches = readdirSync(path.join(ROOT, 'patches')).filter((name) => /^next\+.*\.patch$/.test(name))
  /** @param {boolean} reverse */
  const patchNext = (reverse) => {
    for (const patch of patches) {
      const args = ['--silent', '-p1', '-d', ROOT, '-i', path.join(ROOT, 'patches', patch)]
      execFileSync('patch', reverse ? ['--reverse', ...args] : args)
    }
  }
  let reversed = false
  const undo = () => {
    for (const [file, text] of saved) writeFileSync(file, text)
    saved.clear()
    if (reversed) patchNext(false)
    reversed = false
  }
  try {
    for (const part of parts) {
      for (const [relative, from, to] of SOURCE_EDITS[part] ?? []) {
        const file = path.join(ROOT, relative)
        const text = readFileSync(file, 'utf8')
        if (!saved.has(file)) saved.set(file, text)
        if (!text.includes(from)) throw new Error(`${relative} no longer says ${from}: update SOURCE_EDITS`)
        writeFileSync(file, text.replace(from, to))
      }
      if (part === 'hydrateTransition') {
        patchNext(true)
        reversed = true
      }
    }
  } catch (error) {
    undo()
    throw error
  }
  return undo
}

/**
 * @param {string} variant
 * @param {import('../lib/stack.mjs').StackEnv} env
 */
async function measure(variant, env) {
  const parts = variant.split('+')
  const unknown = parts.filter((part) => !KNOWN.has(part))
  if (unknown.length) throw new Error(`unknown workaround ${unknown.join(', ')}; known: ${[...KNOWN].join(', ')}`)
  const undo = takeOut(parts)
  const onSignal = () => {
    undo()
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    rmSync(path.join(ROOT, DIST), { recursive: true, force: true })
    const bundler = parts.includes('turbopack') ? [] : ['--webpack']
    await run(`site build (${variant})`, process.execPath, [NEXT_BIN, 'build', ...bundler], {
      cwd: ROOT,
      env: env.site,
    })
  } finally {
    undo()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  const server = await startSite(env.site, SITE_PORT, { host: '127.0.0.1' })
  try {
    const pages = await pagesToAudit()
    // Twice each, so the audits see ISR cache hits.
    for (const page of pages) for (let i = 0; i < 2; i++) await fetch(`${SITE}${page.url}`)
    const audits = await auditPages(pages.map((page) => ({ label: page.label, url: `${SITE}${page.url}` })))
    const js = firstLoadJs(path.join(ROOT, DIST), ['/'])
    return { variant, sharedFirstLoadJsKb: Number((js.shared / 1024).toFixed(2)), audits }
  } finally {
    await stopServer(server)
  }
}

async function main() {
  const variants = process.argv.slice(2)
  if (variants.length === 0) throw new Error('name one variant or more, e.g. current paintFirstScripts')
  const dataDir = path.join(VAR_DIR, 'bench', 'workarounds-data')
  rmSync(dataDir, { recursive: true, force: true })
  const env = stackEnv({
    dataDir,
    cmsPort: CMS_PORT,
    sitePort: SITE_PORT,
    secrets: ephemeralSecrets(),
    siteDistDir: DIST,
  })
  await buildCms(env.cms)
  await migrateAndSeed(env.cms)
  await startCms(env.cms, CMS_PORT)
  /** @type {Awaited<ReturnType<typeof measure>>[]} */
  const results = []
  for (const variant of variants) results.push(await measure(variant, env))
  writeFileSync(path.join(VAR_DIR, 'bench', 'workarounds.json'), JSON.stringify(results, null, 2))
  for (const { variant, sharedFirstLoadJsKb, audits } of results) {
    console.log(`\n${variant}: shared first-load JS ${sharedFirstLoadJsKb} kB`)
    for (const a of audits) {
      console.log(
        `  ${a.label}: perf ${a.performance} (${a.scores.join(', ')}), LCP ${a.lcpMs} (${a.lcpRuns.join(', ')}) ms, TBT ${a.tbtMs} (${a.tbtRuns.join(', ')}) ms, CLS ${a.cls}`,
      )
    }
  }
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopServers().then(() => process.exit()))
