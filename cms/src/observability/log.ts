import pino from 'pino'

import { env } from '@/env'
import { requestContext } from './requestContext'

/**
 * The CMS's structured log (docs/operations.md#request-ids): one JSON object per line on stdout,
 * and every line written while a contract request runs carries that request's `reqId`, the id the
 * site sent (or one made here), so one request can be followed from the site's lines to these.
 * Payload's own logger stays as Payload configures it.
 */
export const cmsLog = pino(
  {
    base: { app: 'cms' },
    level: env.logLevel,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label, number) => ({ level: number, levelName: label }) },
    mixin: () => {
      const context = requestContext.getStore()
      return context ? { reqId: context.reqId } : {}
    },
  },
  process.stdout,
)
