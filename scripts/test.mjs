#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: the lock file against the advisory list, lint, import cycles, typecheck, codegen drift, unit tests,
 * then the CMS build and the integration tests against it (on SQLite, then on PostgreSQL), then e2e
 * in Chromium against production builds (Playwright starts the stack), then the resilience suite on
 * the scaled layout.
 * Stops at the first failing step.
 */
import { ROOT } from './lib/paths.mjs'
import { run } from './lib/processes.mjs'
import { buildCms, throwawayCmsEnv } from './lib/stack.mjs'

/**
 * @param {string} script
 * @returns {[string, string[]]}
 */
const npm = (script) => ['npm', ['run', '--silent', script]]

/** @type {([label: string, command: string, args: string[]] | [label: string, command: null, args: null])[]} */
const steps = [
  // The lock file against docs/security/advisories.json, without network: under a second, so first.
  ['dependency advisories', 'npm', ['run', '--silent', 'deps:check', '--', '--offline']],
  ['lint', ...npm('lint')],
  // No import cycle in the site, the CMS or the shared package (scripts/check-cycles.mjs): ~10 s.
  ['import cycles', ...npm('check:cycles')],
  ['typecheck', ...npm('typecheck')],
  ['codegen drift', ...npm('codegen:check')],
  ['unit tests', ...npm('test:unit')],
  ['cms build', null, null],
  ['integration tests', ...npm('test:integration')],
  // The same suite and CMS build with the CMS on a throwaway PostgreSQL cluster.
  ['integration tests (PostgreSQL)', ...npm('test:integration:postgres')],
  ['e2e', ...npm('test:e2e')],
  // The scaled layout under outages, from the e2e step's site build: ~3 min, own watchdog.
  ['resilience', ...npm('test:resilience')],
]

const started = Date.now()
for (const [label, command, args] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${label}`)
  try {
    if (command === null) await buildCms(throwawayCmsEnv(), { force: process.env.CI === 'true' })
    else await run(label, command, args, { cwd: ROOT })
  } catch (error) {
    console.error(`\n✖ ${label} failed: ${/** @type {Error} */ (error).message}`)
    process.exit(1)
  }
  console.log(`✔ ${label} (${Math.round((Date.now() - stepStarted) / 1000)} s)`)
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`)
