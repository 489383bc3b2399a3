// @ts-check
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { NEXT_BIN, ROOT } from '../lib/paths.mjs'
import { run, startServer, waitForHttp } from '../lib/processes.mjs'

/** Where the reference's `getServerSideProps` page (pages/ssr.js) fetches its JSON: referenceJson.mjs. */
export const REFERENCE_JSON_PORT = 3306
/**
 * Lines of text the `getServerSideProps` page renders, each in its HTML and again in __NEXT_DATA__
 * (about 0.21 kB a line over a 1.2 kB frame), so that its HTML is about the size of our signed-in
 * profile page, the cabinet rows' reference (resident.mjs). Measured by the bench on 2026-11-28:
 * /upravleniye-profilem 19.5 kB of HTML (the other cabinet pages 16.1–20.0 kB); 200 lines gave
 * 42.5 kB, the ISR page's 140 lines 30.1 kB; 88 lines give about 19.4 kB. The rows print both sizes.
 */
export const REFERENCE_SSR_ITEMS = 88

/**
 * The reference of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: a bare Next Pages
 * Router app whose ISR page has about 32 kB of HTML, built and measured in the same run as the site, so the report
 * can tell what the machine costs from what our code costs. Its second page, /ssr, is the cabinet
 * rows' reference: `getServerSideProps` rendering REFERENCE_SSR_ITEMS lines from one fetch of JSON
 * over loopback (startReferenceJson), as a cabinet page renders from its upstream on every request.
 *
 * It runs stock Next: its own copy of the installed version with patches/next+*.patch (the client's
 * hydration as a transition) taken back out, so the reference's Lighthouse rows are Next as
 * published.
 *
 * @param {string} dir
 */
export async function buildBareNext(dir) {
  mkdirSync(path.join(dir, 'pages'), { recursive: true })
  installStockNext(dir)
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare-next-reference", "private": true }\n')
  // Inside the repository so it resolves the installed React; its own root for Turbopack.
  writeFileSync(
    path.join(dir, 'next.config.js'),
    `module.exports = { turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} }\n`,
  )
  // Its own (empty) instrumentation hook: with Turbopack's root at the repository, Next otherwise
  // picks up the site's instrumentation.ts, which refuses to start without the site's secrets.
  writeFileSync(path.join(dir, 'instrumentation.js'), 'export function register() {}\n')
  writeFileSync(
    path.join(dir, 'pages', 'index.js'),
    `export default function Page({ items }) {
  return <main>{items.map((text, i) => <p key={i}>{text}</p>)}</main>
}
export async function getStaticProps() {
  const items = Array.from({ length: 140 }, (_, i) => 'Строка текста номер ' + i + ' для проверки производительности')
  return { props: { items }, revalidate: 300 }
}
`,
  )
  // Rendered on every request from one loopback fetch; Next marks it private, no-store by itself.
  writeFileSync(
    path.join(dir, 'pages', 'ssr.js'),
    `export default function Page({ items }) {
  return <main>{items.map((text, i) => <p key={i}>{text}</p>)}</main>
}
export async function getServerSideProps() {
  const { items } = await (await fetch('http://127.0.0.1:${REFERENCE_JSON_PORT}/items')).json()
  return { props: { items } }
}
`,
  )
  // On-demand revalidation, as the site's /api/revalidate does it: the cache-miss row regenerates
  // the reference's page every second the same way (productionPath.mjs).
  mkdirSync(path.join(dir, 'pages', 'api'), { recursive: true })
  writeFileSync(
    path.join(dir, 'pages', 'api', 'revalidate.js'),
    `export default async function revalidate(req, res) {
  await res.revalidate('/')
  res.status(202).json({ paths: ['/'] })
}
`,
  )
  await run('bare next build', process.execPath, [bareNextBin(dir), 'build'], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  })
}

/**
 * Starts the /ssr page's JSON upstream (referenceJson.mjs) on REFERENCE_JSON_PORT; stopped with the
 * bench's other servers.
 */
export async function startReferenceJson() {
  const server = startServer('reference json', process.execPath, [
    path.join(ROOT, 'scripts', 'bench', 'referenceJson.mjs'),
    String(REFERENCE_JSON_PORT),
    String(REFERENCE_SSR_ITEMS),
  ])
  await waitForHttp(`http://127.0.0.1:${REFERENCE_JSON_PORT}/items`, { label: 'reference json' })
  return server
}

/**
 * The reference's `next` command: its own stock copy once built, else the repository's.
 *
 * @param {string} dir
 */
export const bareNextBin = (dir) => {
  const own = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')
  return existsSync(own) ? own : NEXT_BIN
}

/**
 * Copies the installed Next into `dir`'s node_modules and reverses the repository's patches of it.
 *
 * @param {string} dir
 */
function installStockNext(dir) {
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
  execFileSync('cp', ['-R', path.join(ROOT, 'node_modules', 'next'), path.join(dir, 'node_modules', 'next')])
  const patches = path.join(ROOT, 'patches')
  for (const patch of readdirSync(patches).filter((name) => /^next\+.*\.patch$/.test(name))) {
    // patch-package's paths are a/node_modules/next/…: -p1 applies them inside `dir`.
    execFileSync('patch', ['--reverse', '--silent', '-p1', '-d', dir, '-i', path.join(patches, patch)])
  }
}
