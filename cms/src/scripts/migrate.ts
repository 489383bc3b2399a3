/**
 * Applies the committed migrations: `tsx src/scripts/migrate.ts` (what `npm start` runs).
 * Run as its own entry module rather than through `payload migrate`, whose launcher can exit
 * early with status 0 before the command has run, leaving an empty database behind.
 */
import { getPayload } from 'payload'

import config from '@/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
await payload.destroy()
process.exit(0)
