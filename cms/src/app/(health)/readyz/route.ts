import config from '@payload-config'
import { readiness } from '@anapa/shared/health/readiness'
import { getPayload } from 'payload'

import { databaseCheck } from '@/health/checks'

/**
 * GET /readyz: the CMS can serve, its database answering a trivial query: 200 `ready`, or 503
 * `unready` (packages/shared/src/health/readiness.ts, docs/operations.md#health-endpoints).
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const { httpStatus, body } = await readiness([databaseCheck(() => getPayload({ config }))])
  return Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
}
