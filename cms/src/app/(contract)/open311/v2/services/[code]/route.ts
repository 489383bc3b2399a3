import config from '@payload-config'
import { getPayload } from 'payload'

import { Open311Failure, OPEN311_MESSAGES, toServiceDefinition } from '@/open311/georeport'
import { open311Json, open311Route, stripJson } from '@/open311/http'
import { topicOf } from '@/open311/requests'

type Context = { params: Promise<{ code: string }> }

/** GET /open311/v2/services/{service_code}.json: the service's definition (no attributes of its own). */
export const GET = open311Route(async (_request: Request, { params }: Context) => {
  const code = stripJson((await params).code)
  if (!/^[1-9]\d{0,8}$/.test(code)) throw new Open311Failure(404, OPEN311_MESSAGES.serviceUnknown)
  const topic = await topicOf(await getPayload({ config }), Number(code))
  return open311Json(toServiceDefinition(topic))
})
