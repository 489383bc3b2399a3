import pino from 'pino'

import { jsonLogOptions } from '@anapa/shared/logging/options'
import { serverEnv } from '@/lib/server/env'

/**
 * The site's structured log (docs/operations.md#request-ids): one JSON object per line on stdout,
 * with `reqId` on the lines of a request, so a log collector can follow one request through the
 * site and the CMS, in the line shape both apps share (packages/shared/src/logging/options.ts).
 * Written through process.stdout, so the lines interleave in order with Next's own output.
 */
export const siteLog = pino(jsonLogOptions('site', serverEnv.logLevel), process.stdout)
