import config from '@payload-config'
import { getPayload } from 'payload'

import { OPEN311_MESSAGES, parseRequestsQuery } from '@/open311/georeport'
import { open311Errors, open311Json, open311Route, readSubmission } from '@/open311/http'
import { fileHeldAppeal, listServiceRequests, liveKey, spendKeyLimit, topicOf } from '@/open311/requests'
import { parseSubmission } from '@/open311/submission'

/**
 * GET /open311/v2/requests.json?service_request_id&service_code&start_date&end_date&status&page&page_size:
 * public appeals, newest first. The total is in `X-Total-Count` (the body is the standard's bare array).
 */
export const GET = open311Route(async (request: Request) => {
  const query = parseRequestsQuery(new URL(request.url).searchParams)
  const { requests, total } = await listServiceRequests(await getPayload({ config }), query)
  return open311Json(requests, 200, { 'x-total-count': String(total) })
})

/**
 * POST /open311/v2/requests.json: a partner app files an appeal with its `api_key`. The key is
 * checked first (403), then counted against its limit (429), then the fields (400, or 404 for an
 * unknown service). The appeal is held for moderation; the answer is 201 with its number.
 */
export const POST = open311Route(async (request: Request) => {
  const fields = await readSubmission(request)
  const payload = await getPayload({ config })
  const key = await liveKey(payload, fields.api_key)
  const parsed = parseSubmission(fields)
  if (!parsed.ok) return open311Errors(parsed.errors[0]!.code, parsed.errors)
  const topic = await topicOf(payload, parsed.value.serviceCode)
  await spendKeyLimit(payload, key)
  const appeal = await fileHeldAppeal(payload, key, topic, parsed.value)
  return open311Json(
    [{ service_request_id: appeal.number, service_notice: OPEN311_MESSAGES.notice, account_id: null }],
    201,
  )
})
