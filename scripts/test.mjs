#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, codegen drift, unit tests, then the CMS build and the integration
 * tests against it, then e2e in Chromium against production builds (Playwright starts the stack).
 * Stops at the first failing step.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './lib/paths.mjs'
import { run } from './lib/processes.mjs'
import { ephemeralSecrets } from './lib/secrets.mjs'
import { buildCms, stackEnv } from './lib/stack.mjs'

const npm = (script) => ['npm', ['run', '--silent', script]]

/** The CMS build loads its config, which refuses to load without settings; these are thrown away. */
function buildEnv() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-build-'))
  return stackEnv({ dataDir, cmsPort: 3101, sitePort: 3199, secrets: ephemeralSecrets() }).cms
}

const steps = [
  ['lint', ...npm('lint')],
  ['typecheck', ...npm('typecheck')],
  ['codegen drift', ...npm('codegen:check')],
  ['unit tests', ...npm('test:unit')],
  ['cms build', null, null],
  ['integration tests', ...npm('test:integration')],
  ['e2e', ...npm('test:e2e')],
]

const started = Date.now()
for (const [label, command, args] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${label}`)
  try {
    if (command === null) await buildCms(buildEnv(), { force: process.env.CI === 'true' })
    else await run(label, command, args, { cwd: ROOT })
  } catch (error) {
    console.error(`\n✖ ${label} failed: ${error.message}`)
    process.exit(1)
  }
  console.log(`✔ ${label} (${Math.round((Date.now() - stepStarted) / 1000)} s)`)
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`)
