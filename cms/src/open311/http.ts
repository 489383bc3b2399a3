import { FORBIDDEN_CHARACTERS_MESSAGE } from '@anapa/shared/text/forbiddenCharacters'
import { MAX_JSON_BODY_BYTES, mediaType, readCapped } from '@/contract/body'
import { ContractError, fail } from '@/contract/http'
import { UNKNOWN_ADDRESS } from '@/contract/notFound'
import { cmsLog } from '@/observability/log'
import { withRequestId } from '@/observability/requestScope'
import { dirtyBodyField, dirtyQueryMessage } from '@/contract/text'
import { Open311Failure, OPEN311_MESSAGES, type Open311Error } from './georeport'

type Handler<C> = (request: Request, context: C) => Promise<Response>

async function namesNothing(context: unknown): Promise<boolean> {
  const params = (context as { params?: Promise<Record<string, string>> } | undefined)?.params
  return params ? Object.values(await params).includes('.json') : false
}

const HEADERS = { 'cache-control': 'no-store' }

export const open311Json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...HEADERS, ...headers } })

/** The standard's error answer: an array of `{code, description}`, with the code as the HTTP status. */
export const open311Errors = (status: number, errors: Open311Error[], headers: Record<string, string> = {}) =>
  open311Json(errors, status, headers)

/**
 * Open311's counterpart of contractRoute (contract/route.ts): thrown failures become the standard's
 * error array with a Russian description, anything unexpected a 500 in the same shape; query
 * strings pass the same control-character rule as the contract's.
 */
export function open311Route<C>(handler: Handler<C>): Handler<C> {
  return withRequestId(async (request, context) => {
    // A bare `.json` segment (`requests/.json`, an empty id) names nothing: the contract's 404 for
    // an address no route has (docs/api/openapi.yaml x-unmatched), before anything else is read.
    if (await namesNothing(context)) return fail(404, UNKNOWN_ADDRESS)
    try {
      const dirty = dirtyQueryMessage(new URL(request.url).searchParams)
      if (dirty) throw new Open311Failure(400, dirty)
      return await handler(request, context)
    } catch (error) {
      if (error instanceof Open311Failure)
        return open311Errors(error.code, [{ code: error.code, description: error.message }], error.headers)
      if (error instanceof ContractError)
        return open311Errors(error.status, [{ code: error.status, description: error.message }], error.extras.headers)
      cmsLog.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'open311 route failed')
      return open311Errors(500, [{ code: 500, description: 'Внутренняя ошибка сервера' }])
    }
  })
}

/** `requests/A-2026-000123.json` → `A-2026-000123`; another format is a 400 that says so. */
export function stripJson(segment: string): string {
  if (segment.endsWith('.json')) return segment.slice(0, -'.json'.length)
  throw new Open311Failure(400, OPEN311_MESSAGES.jsonOnly)
}

/**
 * POST requests.json's fields: form-encoded as the standard sends them, or a JSON object; values
 * as strings (numbers in JSON are kept as their text). Capped like the contract's JSON bodies.
 */
export async function readSubmission(request: Request): Promise<Record<string, string>> {
  const { type } = mediaType(request.headers.get('content-type'))
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json')
    throw new Open311Failure(415, OPEN311_MESSAGES.formRequired)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await readCapped(request, MAX_JSON_BODY_BYTES))
  const fields: Record<string, string> = {}
  if (type === 'application/json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Open311Failure(400, 'Тело запроса должно быть JSON-объектом')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Open311Failure(400, 'Тело запроса должно быть JSON-объектом')
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value)
    }
  } else {
    for (const [name, value] of new URLSearchParams(text)) fields[name] = value
  }
  if (dirtyBodyField(fields)) throw new Open311Failure(400, FORBIDDEN_CHARACTERS_MESSAGE)
  return fields
}
