import { httpProvider } from './http'
import { outboxProvider } from './outbox'
import type { SmsProvider } from './types'

export type SmsConfig = { provider: 'outbox'; outboxFile: string } | { provider: 'http'; url: string; token: string }

export const OUTBOX_IN_PRODUCTION =
  'SMS_PROVIDER=outbox writes one-time codes to a local file in clear and is refused when APP_ENV=production. ' +
  'Set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN.'

/** Builds the configured provider. env.ts already refuses the outbox in production; this refuses again at first use. */
export function createSmsProvider(config: SmsConfig, { production }: { production: boolean }): SmsProvider {
  if (config.provider === 'outbox') {
    if (production) throw new Error(OUTBOX_IN_PRODUCTION)
    return outboxProvider(config.outboxFile)
  }
  return httpProvider({ url: config.url, token: config.token })
}
