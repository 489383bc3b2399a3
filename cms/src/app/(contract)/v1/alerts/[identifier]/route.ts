import config from '@payload-config'
import { getPayload } from 'payload'

import { capTokenProblem } from '@/alerts/cap'
import { ALERT_NOT_FOUND, findAlert } from '@/alerts/contract'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/**
 * GET /v1/alerts/{identifier} (docs/api/openapi.yaml): one public alert, current or not. An
 * identifier no alert could have (CAP's restricted characters, too long) is unknown, like any other.
 */
export const GET = contractRoute(async (_request: Request, { params }: { params: Promise<{ identifier: string }> }) => {
  const { identifier } = await params
  if (identifier.length > 200 || capTokenProblem(identifier, 'x') !== null) {
    throw new ContractError(404, ALERT_NOT_FOUND)
  }
  const alert = await findAlert(await getPayload({ config }), identifier)
  if (!alert) throw new ContractError(404, ALERT_NOT_FOUND)
  return ok(alert)
})
