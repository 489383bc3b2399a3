import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'

/** One message of the outbox file, as tests and local users read it. */
export type OutboxEmail = { to: string; subject: string; text: string | null; html: string | null; at: string }

type AnyAddress = string | { address: string; name?: string }

/** The recipients as one comma-separated string of bare addresses. */
export function addressesOf(to: SendEmailOptions['to']): string {
  const list: AnyAddress[] = to === undefined ? [] : Array.isArray(to) ? (to as AnyAddress[]) : [to as AnyAddress]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/** Nodemailer allows a Buffer or a stream for the bodies; ours are always strings. */
const bodyOf = (value: SendEmailOptions['text']): string | null => (typeof value === 'string' ? value : null)

/**
 * Local and test e-mail, the twin of the SMS outbox (sms/outbox.ts): each message becomes a JSON line
 * `{"to","subject","text","html","at"}` in a file that people and tests read. Only where no SMTP
 * server is configured, and a production process opts in explicitly (env.ts, EMAIL_OUTBOX_ALLOWED):
 * the messages hold editors' password-reset links and residents' tickets in clear.
 */
export function outboxEmailAdapter(file: string, from: { address: string; name: string }): EmailAdapter {
  const target = path.resolve(file)
  return () => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      const line: OutboxEmail = {
        to: addressesOf(message.to),
        subject: message.subject ?? '',
        text: bodyOf(message.text),
        html: bodyOf(message.html),
        at: new Date().toISOString(),
      }
      // One appendFile call per line, so concurrent sends never interleave; owner-only, whatever the umask.
      await appendFile(target, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 })
    },
  })
}
