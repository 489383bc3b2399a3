import config from '@payload-config'
import { getPayload } from 'payload'

import { openToAll, payloadApiRefusal, russianRefusal } from './payloadApiAccess'

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

/**
 * The open addresses' answer, with a refusal in Payload's untranslated English rewritten in
 * Russian (same status and headers): anyone may call these, so anyone may read their errors.
 */
async function inRussian(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  const russian = russianRefusal(response.status, body)
  if (!russian) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json(russian, { status: response.status, headers })
}

/** Wraps one of Payload's REST handlers: editors and the open addresses pass, the rest is refused. */
export function editorsOnly<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    if (openToAll(request.method, new URL(request.url).pathname)) return inRussian(await handler(request, context))
    if (!(await isEditorRequest(request))) return payloadApiRefusal()
    return handler(request, context)
  }
}
