/**
 * The site's error reporter (docs/operations.md#error-reporting): one per process, from SENTRY_DSN;
 * without it, reporting does nothing. Used by onRequestError (instrumentation.ts) and the gateway.
 */
import { createErrorReporter, processReporter, type ErrorReporter } from '@anapa/shared/errors/reporter'

import { serverEnv } from '../env'

export function siteReporter(): ErrorReporter {
  return processReporter('site', () => createErrorReporter({ app: 'site', ...serverEnv.errorReporting }))
}
