/**
 * The city REST contract's envelope (docs/api/openapi.yaml): answers are `{data, meta?}`,
 * failures are `{data: {message}}` with the HTTP status, and messages are Russian.
 */
export class ContractError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const ok = (data: unknown, meta?: Record<string, unknown>) =>
  Response.json(meta ? { data, meta } : { data }, { headers: { 'cache-control': 'no-store' } })

export const fail = (status: number, message: string) =>
  Response.json({ data: { message } }, { status, headers: { 'cache-control': 'no-store' } })

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Turns thrown ContractErrors into their answers and hides everything else behind a 500. */
export function contractRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ContractError) return fail(error.status, error.message)
      console.error('[contract]', request.method, new URL(request.url).pathname, error)
      return fail(500, 'Внутренняя ошибка сервера')
    }
  }
}
