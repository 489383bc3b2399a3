import pino from 'pino'

import { jsonLogOptions } from '@anapa/shared/logging/options'
import { env } from '@/env'
import { requestContext } from './requestContext'

/**
 * The CMS's structured log (docs/operations.md#request-ids): one JSON object per line on stdout,
 * and every line written while a contract request runs carries that request's `reqId`, the id the
 * site sent (or one made here), so one request can be followed from the site's lines to these. The
 * line's shape is the site's too (packages/shared/src/logging/options.ts).
 * Payload's own logger stays as Payload configures it.
 */
export const cmsLog = pino(
  {
    ...jsonLogOptions('cms', env.logLevel),
    mixin: () => {
      const context = requestContext.getStore()
      return context ? { reqId: context.reqId } : {}
    },
  },
  process.stdout,
)
