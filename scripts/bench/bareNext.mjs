import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { NEXT_BIN, ROOT } from '../lib/paths.mjs'
import { run } from '../lib/processes.mjs'

/**
 * The reference of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: a bare Next Pages
 * Router app whose one ISR page has about 32 kB of HTML, built and measured in the same run as the site, so the report
 * can tell what the machine costs from what our code costs.
 *
 * It runs the repository's own Next, which is stock: nothing patches it
 * (docs/architecture.md#1-two-deployables-one-repository).
 */
export async function buildBareNext(dir) {
  mkdirSync(path.join(dir, 'pages'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare-next-reference", "private": true }\n')
  // Inside the repository so it resolves the installed React and Next; its own root for Turbopack.
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
  await run('bare next build', process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  })
}
