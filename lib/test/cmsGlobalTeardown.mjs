import { rmSync } from 'node:fs'

import { stopServers } from '../../scripts/lib/processes.mjs'

export default async function cmsGlobalTeardown() {
  await stopServers()
  // The stand-in Open-Meteo of the setup, once.
  await globalThis.marineStandIn?.close()
  delete globalThis.marineStandIn
  if (process.env.INTEGRATION_DATA_DIR) rmSync(process.env.INTEGRATION_DATA_DIR, { recursive: true, force: true })
}
