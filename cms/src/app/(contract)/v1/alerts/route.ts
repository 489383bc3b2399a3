import config from '@payload-config'
import { getPayload } from 'payload'

import { listCurrentAlerts } from '@/alerts/contract'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/** GET /v1/alerts (docs/api/openapi.yaml): the current public CAP alerts, newest first. */
export const GET = contractRoute(async () => {
  const alerts = await listCurrentAlerts(await getPayload({ config }))
  return ok(alerts, { count: alerts.length })
})
