import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { clientIp } from '@/residents/clientIp'
import { humanWait } from '@/residents/limits'
import { recordHit, retryAfterSeconds } from '@/residents/rateLimit'
import { payloadHitStore } from '@/residents/store/hitStore'
import { editorLoginLimits } from './limits'
import { normaliseEmail } from './timing'

/**
 * The editors' sign-in (POST /api/users/login, which the admin's login form calls too),
 * throttled without locking anyone out. Payload's own account lockout is off (collections/Users: maxLoginAttempts 0):
 * with it, anyone who knows an editor's e-mail could lock them out by guessing. Instead failures are
 * throttled per client address and per (account, address), never per account alone, and
 * every failure answers the same 401 and message, whether the e-mail exists, the password is
 * wrong or the account is locked, in about the same time (editors/timing.ts).
 */
export const EDITOR_LOGIN_PATH = '/api/users/login'
export const EDITOR_LOGIN_FAILED = 'Указанный email или пароль неверен.'
export const tooManyEditorLogins = (seconds: number) =>
  `Слишком много неудачных попыток входа. Повторите попытку через ${humanWait(seconds)}`

/** The e-mail of a login body: JSON, or the admin form's multipart `_payload` JSON field. */
async function emailOf(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) return normaliseEmail((await request.json())?.email)
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const embedded = form.get('_payload')
      if (typeof embedded === 'string') return normaliseEmail(JSON.parse(embedded)?.email)
      return normaliseEmail(form.get('email'))
    }
  } catch {
    // Unreadable: Payload answers it (400) as before; the limits key on the empty e-mail.
  }
  return ''
}

const errorAnswer = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/** Wraps Payload's REST POST: the editors' login goes through the throttle, the rest as is. */
export function guardEditorLogin<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    const pathname = new URL(request.url).pathname.replace(/\/+$/, '')
    if (pathname !== EDITOR_LOGIN_PATH) return handler(request, context)

    const payload = await getPayload({ config })
    const store = payloadHitStore(payload)
    const limits = editorLoginLimits(await emailOf(request.clone()), clientIp(request.headers, env.trustProxy))
    const wait = await retryAfterSeconds(store, limits)
    if (wait > 0) return errorAnswer(429, tooManyEditorLogins(wait), { 'Retry-After': String(wait) })

    const response = await handler(request, context)
    // 401: unknown e-mail or wrong password (or an account still locked from before lockout was
    // switched off); 403: unverified or forbidden. All the same to the caller.
    if (response.status !== 401 && response.status !== 403) return response
    await recordHit(
      store,
      limits.map((limit) => limit.key),
    )
    return errorAnswer(401, EDITOR_LOGIN_FAILED)
  }
}
