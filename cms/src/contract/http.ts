/**
 * The city REST contract's envelope (docs/api/openapi.yaml): answers are `{data, meta?}`,
 * failures are `{data: {message, fields?}}` with the HTTP status, and messages are Russian.
 */
import { dirtyQueryMessage } from './text'

export type FieldErrors = Record<string, string>

type ErrorExtras = {
  /** 400/422 only: field name → the message of its first failing rule (docs/spec.md#5-validation-rules). */
  fields?: FieldErrors
  /** E.g. `Retry-After` on a 429. */
  headers?: Record<string, string>
}

export class ContractError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message)
  }
}

const NO_STORE = { 'cache-control': 'no-store' }

export const ok = (data: unknown, meta?: Record<string, unknown>) =>
  Response.json(meta ? { data, meta } : { data }, { headers: NO_STORE })

/** The spec's "success flag" answer. */
export const success = () => ok({ success: true })

/** An update whose client reads both a top-level flag and the new record (PUT /v1/user). */
export const okUpdated = (data: unknown) => Response.json({ success: true, data }, { headers: NO_STORE })

export const fail = (status: number, message: string, { fields, headers }: ErrorExtras = {}) =>
  Response.json({ data: fields ? { message, fields } : { message } }, { status, headers: { ...NO_STORE, ...headers } })

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Turns thrown ContractErrors into their answers and hides everything else behind a 500.
 * Every query parameter is checked against the control-character rule first (contract/text.ts).
 */
export function contractRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      const dirty = dirtyQueryMessage(new URL(request.url).searchParams)
      if (dirty) throw new ContractError(400, dirty)
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ContractError) return fail(error.status, error.message, error.extras)
      console.error('[contract]', request.method, new URL(request.url).pathname, error)
      return fail(500, 'Внутренняя ошибка сервера')
    }
  }
}
