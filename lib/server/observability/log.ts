import pino from 'pino'

import { serverEnv } from '@/lib/server/env'

/**
 * The site's structured log (docs/operations.md#request-ids): one JSON object per line on stdout,
 * with `reqId` on the lines of a request, so a log collector can follow one request through the
 * site and the CMS. Levels are pino's numbers (30 info, 40 warn, 50 error); `time` is ISO 8601.
 * Written through process.stdout, so the lines interleave in order with Next's own output.
 */
export const siteLog = pino(
  {
    base: { app: 'site' },
    level: serverEnv.logLevel,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label, number) => ({ level: number, levelName: label }) },
  },
  process.stdout,
)
