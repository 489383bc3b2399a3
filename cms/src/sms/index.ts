import { env } from '@/env'
import { cmsMetrics } from '@/observability/metrics'
import { createSmsProvider } from './provider'
import type { SmsProvider } from './types'

export type { SmsMessage, SmsProvider } from './types'

let provider: SmsProvider | undefined

/** The provider configured by env (SMS_PROVIDER and friends), built once, its sends counted. */
export function smsProvider(): SmsProvider {
  provider ??= counted(createSmsProvider(env.sms))
  return provider
}

/** Each send in the metrics (docs/operations.md#metrics), by provider and outcome; nothing of the message. */
export function counted(inner: SmsProvider): SmsProvider {
  return {
    name: inner.name,
    async send(message) {
      const sends = cmsMetrics().smsSends
      try {
        await inner.send(message)
        sends.inc({ provider: inner.name, outcome: 'sent' })
      } catch (error) {
        sends.inc({ provider: inner.name, outcome: 'failed' })
        throw error
      }
    },
  }
}
