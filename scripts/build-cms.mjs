#!/usr/bin/env node
/**
 * `npm run build:cms` (the cms workspace's `build`): `next build` loads the Payload config to
 * collect page data, and the config refuses to load without its settings (issue 9, finding 1).
 * Nothing from them is kept in the build, so it gets a throwaway local stack's settings; the
 * running CMS checks its own at start.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ephemeralSecrets } from './lib/secrets.mjs'
import { buildCms, stackEnv } from './lib/stack.mjs'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-build-'))
const { cms } = stackEnv({ dataDir, cmsPort: 3001, sitePort: 3000, secrets: ephemeralSecrets() })
// The deploy's own values win where it set them (e.g. API_BASE_URL for the admin's server URL).
await buildCms({ ...cms, ...process.env }, { force: true })
