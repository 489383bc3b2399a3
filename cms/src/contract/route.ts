import { cmsLog } from '@/observability/log'
import { withRequestId } from '@/observability/requestScope'
import { cmsReporter, requestFacts } from '@/errors/reporter'
import { ContractError, fail } from './http'
import { idempotent } from './idempotency'
import { dirtyQueryMessage } from './text'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Turns thrown ContractErrors into their answers and hides everything else behind a 500.
 * Every query parameter is checked against the control-character rule first (contract/text.ts).
 * A resident's write with an `Idempotency-Key` runs at most once (contract/idempotency.ts).
 * Each call has its request id, log line and latency (observability/requestScope.ts).
 * A 500 is logged and reported to SENTRY_DSN, scrubbed (docs/operations.md#error-reporting).
 */
export function contractRoute<C>(handler: Handler<C>): Handler<C> {
  const answer = async (request: Request, context: C) => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ContractError) return fail(error.status, error.message, error.extras)
      throw error
    }
  }
  return withRequestId(async (request, context) => {
    try {
      const dirty = dirtyQueryMessage(new URL(request.url).searchParams)
      if (dirty) throw new ContractError(400, dirty)
      return await idempotent(request, (fresh) => answer(fresh, context))
    } catch (error) {
      if (error instanceof ContractError) return fail(error.status, error.message, error.extras)
      cmsLog.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'contract route failed')
      cmsReporter().report(error, { source: 'contract', status: 500, ...requestFacts(request) })
      return fail(500, 'Внутренняя ошибка сервера')
    }
  })
}
