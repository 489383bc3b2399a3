// Integration tests run against a real Payload CMS (production build) on a temporary SQLite file.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs'
import { migrateAndSeed, stackEnv, startCms } from '../../scripts/lib/stack.mjs'
import { startMarineStandIn } from './marineStandIn.mjs'

export const INTEGRATION_CMS_PORT = 3101
/** The stand-in push service of cms/src/push/push.int.test.ts listens here; the CMS may POST to it. */
export const INTEGRATION_PUSH_ORIGIN = 'http://127.0.0.1:3198'
/**
 * The stand-in Open-Meteo (lib/test/marineStandIn.mjs) listens here: the CMS's marine feed reads it every 2 s, and
 * cms/src/marine/marine.int.test.ts steers it.
 */
export const INTEGRATION_MARINE_ORIGIN = 'http://127.0.0.1:3197'

/**
 * Both integration projects of jest.config.ts (the site's and the CMS's) name this module, and Jest documents a
 * project's global setup as run whenever a test of that project runs: with both selected it may be called twice in
 * one process. (Jest 30 calls a module that two projects share only once, which its documentation does not promise.)
 * A second call finds the environment the first one set, with its CMS already up on the one port, and starts nothing.
 */
export default async function cmsGlobalSetup() {
  if (process.env.INTEGRATION_DATA_DIR) return
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-it-'))
  const secrets = ephemeralSecrets()
  // Nothing listens on the site port: revalidation calls fail softly, which the CMS only logs.
  const env = stackEnv({
    dataDir,
    cmsPort: INTEGRATION_CMS_PORT,
    sitePort: 3199,
    secrets,
    pushExtraOrigins: INTEGRATION_PUSH_ORIGIN,
    marineUrl: INTEGRATION_MARINE_ORIGIN,
  })
  await migrateAndSeed(env.cms)
  // Up before the CMS, whose first marine refresh comes at once; the teardown stops it.
  globalThis.marineStandIn = await startMarineStandIn(INTEGRATION_MARINE_ORIGIN)
  // Scheduled push deliveries and expired drafts are swept, and the marine feed refreshed, every 2 s here, not every
  // minute or hour, so the tests wait seconds.
  // Its /metrics is open to this token (docs/operations.md#metrics): the push tests read their deliveries there.
  const metricsToken = randomBytes(24).toString('hex')
  await startCms(
    {
      ...env.cms,
      PUSH_SWEEP_SECONDS: '2',
      DRAFT_SWEEP_SECONDS: '2',
      MARINE_REFRESH_SECONDS: '2',
      METRICS_TOKEN: metricsToken,
      // A JSON line per contract call would bury the failures in the run's output; the request-id
      // test starts a CMS of its own at `info` and reads its lines.
      LOG_LEVEL: 'warn',
    },
    INTEGRATION_CMS_PORT,
  )
  // Test workers start after this and inherit the environment: the gateway talks to this CMS.
  Object.assign(process.env, {
    API_BASE_URL: env.apiBaseUrl,
    INTEGRATION_DATA_DIR: dataDir,
    INTEGRATION_PUSH_ORIGIN,
    INTEGRATION_MARINE_ORIGIN,
    INTEGRATION_METRICS_TOKEN: metricsToken,
    ...secrets,
  })
}
