import type { Limit } from '../residents/rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Failures only (a correct password never counts):
 * - 5 per 15 minutes for one account from one address: guessing one editor's password from one
 *   place stalls, and the editor at their own desk is not affected;
 * - 20 per 15 minutes per address, over all accounts;
 * - 100 a day per account from anywhere (NIST 800-63B's ceiling on consecutive failures). Reaching
 *   it takes 20 addresses or more; it is the only limit that can hold an editor back, for a day.
 * The account key is the e-mail as typed (normalised), so unknown e-mails are limited alike and
 * a 429 says nothing about whether an account exists.
 */
export function editorLoginLimits(email: string, ip: string): Limit[] {
  return [
    { key: `editor-login:account-ip:${email}|${ip}`, rules: [{ limit: 5, windowMs: 15 * MINUTE }] },
    { key: `editor-login:ip:${ip}`, rules: [{ limit: 20, windowMs: 15 * MINUTE }] },
    { key: `editor-login:account:${email}`, rules: [{ limit: 100, windowMs: 24 * HOUR }] },
  ]
}
