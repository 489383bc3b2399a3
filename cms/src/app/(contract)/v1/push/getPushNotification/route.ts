import config from '@payload-config'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { listNotifications, topicFilter } from '@/notifications/notifications'
import { residentFromRequest } from '@/residents/resident'

/**
 * GET /v1/push/getPushNotification?topic=: the bell's notifications, newest first, the latest 50
 * that are due. A visitor gets the broadcasts; a resident also their personal ones. A token that
 * is sent but not valid is a 401 (not a silent visitor), so an expired session is noticed.
 */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const topic = topicFilter(new URL(request.url).searchParams)
  const user = request.headers.has('authorization') ? (await residentFromRequest(payload, request)).user : null
  const { data, count } = await listNotifications(payload, user, topic)
  return ok(data, { count })
})
