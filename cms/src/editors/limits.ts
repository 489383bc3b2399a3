import type { Limit } from '@/residents/rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Failures only (a correct password never counts), and every limit includes the client address:
 * - 5 per 15 minutes and 20 a day for one account from one address: guessing one editor's
 *   password from one place stalls;
 * - 20 per 15 minutes per address, over all accounts.
 * There is deliberately no limit per account alone: whoever reaches it, from however many
 * addresses, would lock the editor out, which is what Payload's lockout did.
 * The account key is the e-mail as typed (normalised), so unknown e-mails are limited alike and
 * a 429 says nothing about whether an account exists.
 */
export function editorLoginLimits(email: string, ip: string): Limit[] {
  return [
    {
      key: `editor-login:account-ip:${email}|${ip}`,
      rules: [
        { limit: 5, windowMs: 15 * MINUTE },
        { limit: 20, windowMs: 24 * HOUR },
      ],
    },
    { key: `editor-login:ip:${ip}`, rules: [{ limit: 20, windowMs: 15 * MINUTE }] },
  ]
}
