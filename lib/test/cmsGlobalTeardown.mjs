import { rmSync } from 'node:fs'

import { stopServers } from '../../scripts/lib/processes.mjs'

/**
 * Called once per integration project, like cmsGlobalSetup.mjs (see there why that may be twice): it stops only
 * the servers of this process that still run and removes the data directory if it is still there, so a second
 * call does nothing.
 */
export default async function cmsGlobalTeardown() {
  await stopServers()
  // The stand-in Open-Meteo of the setup, once.
  await globalThis.marineStandIn?.close()
  delete globalThis.marineStandIn
  const dataDir = process.env.INTEGRATION_DATA_DIR
  if (!dataDir) return
  rmSync(dataDir, { recursive: true, force: true })
  delete process.env.INTEGRATION_DATA_DIR
}
