import { httpProvider } from './http'
import { outboxProvider } from './outbox'
import type { SmsProvider } from './types'

export type SmsConfig = { provider: 'outbox'; outboxFile: string } | { provider: 'http'; url: string; token: string }

/** Builds the configured provider; env.ts has already refused a missing or unknown SMS_PROVIDER. */
export function createSmsProvider(config: SmsConfig): SmsProvider {
  if (config.provider === 'outbox') return outboxProvider(config.outboxFile)
  return httpProvider({ url: config.url, token: config.token })
}
