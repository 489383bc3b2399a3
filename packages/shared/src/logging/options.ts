import type { LogLevel } from './level'

/**
 * The shape of both apps' JSON log lines (docs/operations.md#request-ids), as pino options: `app`
 * names the writer, `msg` holds the message, `time` is ISO 8601 (what pino's `isoTime` writes), and
 * `level` keeps pino's number (30 info, 40 warn, 50 error) beside its name, so a collector can
 * filter by either.
 */
export function jsonLogOptions(app: 'site' | 'cms', level: LogLevel) {
  return {
    base: { app },
    level,
    messageKey: 'msg',
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string, number: number) => ({ level: number, levelName: label }) },
  }
}
