import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { readScanUpload, storeScan, toUploadedScan } from '@/permits/scans'
import { scanUploadLimits } from '@/residents/limits'
import { residentFromRequest } from '@/residents/resident'
import { takeOrRefuse } from '@/residents/throttle'

/**
 * POST /v1/statement/resident-permits/file (multipart: statement_code, kind, file): one scan of
 * the resident's draft. Every call counts against the upload limit before the body is read.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  await takeOrRefuse(payload, scanUploadLimits(user.id))
  const scan = await storeScan(payload, user, await readScanUpload(payload, user, request))
  return ok(toUploadedScan(scan))
})
