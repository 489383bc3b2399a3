import { env } from '@/env'
import { createSmsProvider } from './provider'
import type { SmsProvider } from './types'

export type { SmsMessage, SmsProvider } from './types'

let provider: SmsProvider | undefined

/** The provider configured by env (SMS_PROVIDER and friends), built once. */
export function smsProvider(): SmsProvider {
  provider ??= createSmsProvider(env.sms)
  return provider
}
