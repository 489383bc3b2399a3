/** pino's levels, the least verbose last but one; `silent` writes nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * LOG_LEVEL, the same rule in both apps (docs/operations.md#request-ids): unset is `info` (a line
 * per request); `warn` keeps only what needs a look. Anything else stops the app at start.
 */
export function logLevelFrom(raw: string | undefined): LogLevel {
  const level = raw?.trim() || 'info'
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${level}".`)
}
