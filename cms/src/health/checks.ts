import type { Check } from '@anapa/shared/health/readiness'
import type { Payload } from 'payload'

import { rows, sql } from '@/db/rows'

/**
 * The database answers a trivial query on Payload's own connection (SQLite or PostgreSQL alike):
 * the CMS can serve no call without it. `payload` is asked for lazily, so a Payload that cannot start
 * (its database unreachable at start) fails the check within its deadline instead of hanging it.
 */
export const databaseCheck = (payload: () => Promise<Payload>): Check => ({
  name: 'database',
  required: true,
  run: async () => {
    await rows(await payload(), sql`SELECT 1 AS ok`)
  },
})
