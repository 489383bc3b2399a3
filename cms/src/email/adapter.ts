import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import type { EmailConfig } from '@/env'
import { outboxEmailAdapter } from './outbox'
import { smtpOptions } from './smtp'

/**
 * Payload's e-mail (docs/operations.md#e-mail): Payload's nodemailer adapter over SMTP, or the
 * outbox file. The transport is not verified at load: `next build` and the migration tools load
 * this config too, with no mail server to reach; a send that fails says so where it happens.
 */
export function emailAdapter(config: EmailConfig): EmailAdapter | Promise<EmailAdapter> {
  if (config.transport === 'outbox') return outboxEmailAdapter(config.outboxFile, config.from)
  return nodemailerAdapter({
    defaultFromAddress: config.from.address,
    defaultFromName: config.from.name,
    transportOptions: smtpOptions(config.url),
    skipVerify: true,
  })
}
