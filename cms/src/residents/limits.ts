import type { Limit } from './rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Sending a code (sendCode and sendCodeForRestorePassword share these): 1 per minute and
 * 5 per hour per phone, N per hour per client IP (ARCHITECTURE §4). Keys hold only the
 * normalised phone or the client IP.
 */
export function sendCodeLimits(phone: string, ip: string, ipHourlyLimit: number): Limit[] {
  return [
    {
      key: `sms:phone:${phone}`,
      rules: [
        { limit: 1, windowMs: MINUTE },
        { limit: 5, windowMs: HOUR },
      ],
    },
    { key: `sms:ip:${ip}`, rules: [{ limit: ipHourlyLimit, windowMs: HOUR }] },
  ]
}

/**
 * Wrong passwords (our design, docs/api/openapi.yaml): 10 per 15 minutes per phone at sign-in,
 * 5 per 15 minutes per resident when confirming the old password. Only failures are counted.
 * Not per IP: behind the site gateway one address may stand for every resident, and a per-IP
 * lock would let one person shut everybody out. The phone's code sign-in stays open meanwhile.
 */
export const passwordLoginLimits = (phone: string): Limit[] => [
  { key: `login:phone:${phone}`, rules: [{ limit: 10, windowMs: 15 * MINUTE }] },
]

export const oldPasswordLimits = (phone: string): Limit[] => [
  { key: `old-password:phone:${phone}`, rules: [{ limit: 5, windowMs: 15 * MINUTE }] },
]

export const tooManyRequests = (seconds: number) => `Слишком много запросов. Повторите попытку через ${seconds} сек.`
