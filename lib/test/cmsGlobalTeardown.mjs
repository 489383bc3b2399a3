import { rmSync } from 'node:fs'

import { stopServers } from '../../scripts/lib/processes.mjs'

export default async function cmsGlobalTeardown() {
  await stopServers()
  if (process.env.INTEGRATION_DATA_DIR) rmSync(process.env.INTEGRATION_DATA_DIR, { recursive: true, force: true })
}
