import config from '@payload-config'
import { getPayload } from 'payload'

import { openToAll, payloadApiRefusal } from './payloadApiAccess'

// Payload's /api for signed-in editors only: payloadApiAccess.ts says why and what stays open.

/**
 * The signed-in user of the admin (its `payload-token` cookie, or `Authorization: JWT …` as
 * scripts and tests send it) is an editor. Payload checks the same credentials again in its handler.
 */
async function isEditorRequest(request: Request): Promise<boolean> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return user?.collection === 'users'
}

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/** Wraps one of Payload's REST handlers: editors and the open addresses pass, the rest is refused. */
export function editorsOnly<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    if (openToAll(request.method, new URL(request.url).pathname)) return handler(request, context)
    if (!(await isEditorRequest(request))) return payloadApiRefusal()
    return handler(request, context)
  }
}
