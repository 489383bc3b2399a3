#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:resilience`: the scaled layout (scripts/lib/scaled.mjs: PostgreSQL,
 * Redis, the CMS, two `next start` instances, nginx with docs/deploy/nginx.conf) under outages, with
 * a figure per scenario (requests sent, failed, recovery time). Run under tsx (package.json) so it can
 * use the shared package's TypeScript (preview tokens, the editor API).
 *
 * The site build is the e2e step's (.next-e2e, copied so this run's ISR writes never touch it): it was
 * built for SITE_URL http://localhost:3200 and API_BASE_URL http://127.0.0.1:3201, so nginx listens on
 * 3200 and the CMS on 3201 here, exactly what the build baked in (canonical links, the draft CSP's
 * CMS origin). Without it (or when sources changed since), the site is built into .next-resilience.
 * Bounded: a watchdog stops everything after RESILIENCE_TIMEOUT_MS. RESILIENCE_ONLY=<text>[|<text>…] runs
 * only the scenarios whose name contains one of them, while iterating on a few.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from '../lib/paths.mjs'
import { stopServers } from '../lib/processes.mjs'
import { copySiteBuild, defaultDatabase, startScaledStack, temporaryDataDir } from '../lib/scaled.mjs'
import { ephemeralSecrets } from '../lib/secrets.mjs'
import { scenarios } from './scenarios.mjs'

const NGINX_PORT = 3200
const CMS_PORT = 3201
const SITE_PORTS = [3210, 3211]
const E2E_DIST = '.next-e2e'
const DIST = '.next-resilience'
const TIMEOUT_MS = Number(process.env.RESILIENCE_TIMEOUT_MS || 8 * 60_000)

async function main() {
  const started = Date.now()
  const watchdog = setTimeout(() => {
    console.error(`\n✖ resilience: not finished after ${TIMEOUT_MS / 1000} s, stopping everything`)
    stopServers().finally(() => process.exit(1))
  }, TIMEOUT_MS)
  watchdog.unref()

  const dataDir = temporaryDataDir(os.tmpdir(), 'anapa-resilience-')
  const secrets = ephemeralSecrets()
  // The shared editor API helper signs in with it (packages/shared/src/testing/editorApi.ts).
  process.env.SEED_EDITOR_PASSWORD = secrets.SEED_EDITOR_PASSWORD
  const siteUrl = `http://localhost:${NGINX_PORT}`
  // RESILIENCE_REUSE_BUILD=1 keeps the last run's build as it is, while iterating on the scenarios.
  const keep = process.env.RESILIENCE_REUSE_BUILD === '1' && existsSync(path.join(ROOT, DIST, 'BUILD_ID'))
  // The e2e build, copied with its timestamps, so a stale one is rebuilt.
  const reused = keep || copySiteBuild(E2E_DIST, DIST)
  console.log(
    keep
      ? `Site build: ${DIST} as it is`
      : reused
        ? `Site build: ${E2E_DIST}, copied to ${DIST}`
        : `No ${E2E_DIST}: building ${DIST}`,
  )
  const database = defaultDatabase()
  const stack = await startScaledStack({
    dataDir,
    cmsPort: CMS_PORT,
    sitePorts: SITE_PORTS,
    nginxPort: NGINX_PORT,
    secrets,
    distDir: DIST,
    siteUrl,
    // Rebuilds only when the copied build is older than the sources (or missing).
    build: !keep,
    database,
  })
  console.log(
    `Stack up in ${Math.round((Date.now() - started) / 1000)} s (${database}, Redis ${stack.redis ? 'on' : 'off'})`,
  )

  /** @type {{ name: string, ok: boolean, figures: string, seconds: number }[]} */
  const results = []
  const only = process.env.RESILIENCE_ONLY?.split('|')
  for (const [name, run] of scenarios.filter(([name]) => !only || only.some((part) => name.includes(part)))) {
    const scenarioStarted = Date.now()
    console.log(`\n▶ ${name}`)
    try {
      const figures = await run(stack)
      results.push({ name, ok: true, figures, seconds: (Date.now() - scenarioStarted) / 1000 })
      console.log(`✔ ${name}\n  ${figures}`)
    } catch (caught) {
      const error = /** @type {Error} */ (caught)
      // fetch() says only "fetch failed"; what failed (a refused connection, a reset) is its cause.
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
      results.push({
        name,
        ok: false,
        figures: `${error.message}${cause}`,
        seconds: (Date.now() - scenarioStarted) / 1000,
      })
      console.error(`✖ ${name}\n  ${error.stack}`)
    }
  }

  await stack.stop()
  console.log('\nResilience:')
  for (const result of results) {
    console.log(`${result.ok ? '✔' : '✖'} ${result.name} (${result.seconds.toFixed(0)} s)\n    ${result.figures}`)
  }
  const failed = results.filter((result) => !result.ok).length
  console.log(`\n${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`)
  return failed === 0
}

main()
  .then((ok) => stopServers().then(() => process.exit(ok ? 0 : 1)))
  .catch((error) => {
    console.error(error)
    stopServers().then(() => process.exit(1))
  })
