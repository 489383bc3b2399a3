import type { NextApiRequest, NextApiResponse } from 'next'

import { readiness } from '@anapa/shared/health/readiness'
import { siteChecks } from '@/lib/server/health/siteChecks'

/**
 * /readyz (a rewrite in next.config.ts): this instance can serve. 200 `ready` or `degraded`, 503
 * `unready`; what each means is in lib/server/health/readiness.ts and docs/operations.md#health-endpoints.
 */
export default async function readyz(_req: NextApiRequest, res: NextApiResponse) {
  const { httpStatus, body } = await readiness(siteChecks())
  res.setHeader('Cache-Control', 'no-store')
  res.status(httpStatus).json(body)
}
