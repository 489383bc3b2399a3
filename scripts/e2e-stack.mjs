#!/usr/bin/env node
// @ts-check
/**
 * The stack Playwright tests: a fresh CMS database in var/e2e (migrated and seeded), the CMS on
 * 127.0.0.1:3201, and a production build of the site (.next-e2e, pre-rendered from that CMS) on :3200.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import {
  ANALYTICS_STAND_IN_COUNTER,
  ANALYTICS_STAND_IN_SCRIPT_URL,
  startAnalyticsStandIn,
} from './lib/analyticsStandIn.mjs'
import { VAR_DIR } from './lib/paths.mjs'
import { stopAll } from './lib/processes.mjs'
import { ephemeralSecrets } from './lib/secrets.mjs'
import { buildSite, migrateAndSeed, stackEnv, startCms, startSite } from './lib/stack.mjs'

export const E2E_DATA_DIR = path.join(VAR_DIR, 'e2e')

async function main() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true })
  // playwright.config.ts chooses SEED_EDITOR_PASSWORD, so its workers can sign in as the editor.
  const secrets = ephemeralSecrets()
  // A browser test may subscribe with a stand-in push service on this loopback origin.
  const env = stackEnv({
    dataDir: E2E_DATA_DIR,
    cmsPort: 3201,
    sitePort: 3200,
    secrets,
    siteDistDir: '.next-e2e',
    pushExtraOrigins: 'http://127.0.0.1:3298',
  })
  // The e2e site is built with an analytics counter whose script and hits go to a local
  // stand-in, never the internet. Nothing of it runs before a visitor accepts the cookie banner; specs
  // that accept it load the stand-in's tag too, which is harmless and keeps the CSP under test.
  await startAnalyticsStandIn()
  env.site.NEXT_PUBLIC_ANALYTICS_ID = ANALYTICS_STAND_IN_COUNTER
  env.site.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL = ANALYTICS_STAND_IN_SCRIPT_URL
  // Every resident of the suite signs up by code from 127.0.0.1, more than the 30 sends an hour one
  // address may make; the per-address limit has its own integration tests (cms/src/residents).
  env.cms.SMS_IP_HOURLY_LIMIT = '1000'
  // One JSON line per request (docs/operations.md#request-ids) from both apps would bury a failing
  // test's output in the suite's thousands of requests; warnings and errors still show. The lines
  // themselves are tested in lib/server/observability/observability.int.test.ts.
  env.site.LOG_LEVEL = 'warn'
  env.cms.LOG_LEVEL = 'warn'
  await migrateAndSeed(env.cms)
  await startCms(env.cms, 3201)
  // A fresh build by default: pages rendered by an earlier run must not outlive its database.
  // E2E_REUSE_BUILD=1 skips it while iterating on tests alone.
  await buildSite(env.site, { force: process.env.E2E_REUSE_BUILD !== '1' })
  await startSite(env.site, 3200, { host: '127.0.0.1' })
  console.log('e2e stack ready')
}

main().catch((error) => {
  console.error(error.message)
  stopAll(1)
})
