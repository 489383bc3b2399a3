/**
 * The error-reporting variables both apps read (docs/operations.md#error-reporting), checked at start
 * like the rest of each app's environment (lib/server/env.ts, cms/src/env.ts): SENTRY_DSN, and the
 * optional SENTRY_ENVIRONMENT (NODE_ENV when unset) and SENTRY_RELEASE that label the events.
 */
import { parseDsn, type Dsn } from './dsn'

export type ErrorReportingSettings = { dsn: Dsn | null; environment?: string; release?: string }

const LABEL = /^[A-Za-z0-9._@+-]{1,64}$/

function label(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  if (!LABEL.test(value))
    throw new Error(`${name} must be 1–64 letters, digits, ".", "_", "@", "+" or "-", not "${value}".`)
  return value
}

/** Throws, naming the variable, when SENTRY_DSN is set but unusable; a DSN of null means nothing is sent. */
export function errorReportingSettings(env: Readonly<Record<string, string | undefined>>): ErrorReportingSettings {
  const dsn = parseDsn(env.SENTRY_DSN)
  const environment = label(env, 'SENTRY_ENVIRONMENT') ?? label(env, 'NODE_ENV')
  const release = label(env, 'SENTRY_RELEASE')
  return { dsn, ...(environment ? { environment } : {}), ...(release ? { release } : {}) }
}
