/**
 * The city REST contract's envelope (docs/api/openapi.yaml): answers are `{data, meta?}`,
 * failures are `{data: {message, fields?}}` with the HTTP status, and messages are Russian.
 * Routes wrap their handlers in contractRoute (contract/route.ts), which answers thrown ContractErrors.
 */
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
