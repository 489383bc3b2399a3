import type { Limit } from './rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

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
 * The phone's code sign-in stays open meanwhile.
 */
export const passwordLoginLimits = (phone: string): Limit[] => [
  { key: `login:phone:${phone}`, rules: [{ limit: 10, windowMs: 15 * MINUTE }] },
]

/**
 * Password sign-in per client IP (issue 9, finding 3), checked before any hashing: each attempt
 * costs a 32 MiB scrypt, and about 9 a second saturate the CMS, so every attempt counts, not
 * only failures: 20 a minute. Failures also count apart, 50 an hour, which bounds one address
 * guessing across many phones (each phone's own limit stops at 10 per 15 minutes). The gateway
 * passes the browser's address on (X-Forwarded-For from a trusted hop, residents/clientIp.ts),
 * so these count browsers, not the site.
 */
export const passwordLoginIpLimits = (ip: string): Limit[] => [
  { key: `login:ip:${ip}`, rules: [{ limit: 20, windowMs: MINUTE }] },
]

export const passwordFailureIpLimits = (ip: string): Limit[] => [
  { key: `login-fail:ip:${ip}`, rules: [{ limit: 50, windowMs: HOUR }] },
]

/** Wrong one-time codes a phone may type in a rolling day, over every code it was sent. */
export const CODE_FAILURES_PER_PHONE_PER_DAY = 20
/** Wrong one-time codes one client address may type in an hour, over every phone. */
export const CODE_FAILURES_PER_IP_PER_HOUR = 50

/**
 * Wrong one-time codes (issue 9, finding 3). A code is burned after 5 wrong guesses, but each new
 * code brought 5 more: 25 guesses an hour and 600 a day per phone. The total is capped per phone
 * at 20 a rolling day (4 burned codes; NIST 800-63B allows at most 100 consecutive failures, and
 * 20 guesses at one in a million each leave a 1-in-50,000 chance a day), and per client address
 * at 50 an hour, so one address cannot spread guesses over many phones.
 */
export const codeFailureLimits = (phone: string, ip: string): Limit[] => [
  ...codeFailurePhoneLimits(phone),
  { key: `code-fail:ip:${ip}`, rules: [{ limit: CODE_FAILURES_PER_IP_PER_HOUR, windowMs: HOUR }] },
]

/** The phone's part alone: sending it a code it could not use would only cost an SMS. */
export const codeFailurePhoneLimits = (phone: string): Limit[] => [
  { key: `code-fail:phone:${phone}`, rules: [{ limit: CODE_FAILURES_PER_PHONE_PER_DAY, windowMs: DAY }] },
]

export const oldPasswordLimits = (phone: string): Limit[] => [
  { key: `old-password:phone:${phone}`, rules: [{ limit: 5, windowMs: 15 * MINUTE }] },
]

export const tooManyRequests = (seconds: number) => `Слишком много запросов. Повторите попытку через ${seconds} сек.`

/** A wait people can read: seconds under a minute, then minutes, then hours (rounded up). */
export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} сек.`
  if (seconds < 60 * 60) return `${Math.ceil(seconds / 60)} мин.`
  return `${Math.ceil(seconds / 3600)} ч.`
}

export const tooManyWrongCodes = (seconds: number) =>
  `Слишком много неверных кодов. Повторите попытку через ${humanWait(seconds)}`

/**
 * Scan uploads (issue 11): each one is up to 10 MB written to disk and, for pictures, decoded by the
 * admin's previews, so a resident's script must not loop on it. A real application needs four,
 * plus a few retries and replacements: 30 an hour and 100 a day per resident, every call counted.
 */
export const scanUploadLimits = (customerId: number | string): Limit[] => [
  {
    key: `upload:customer:${customerId}`,
    rules: [
      { limit: 30, windowMs: HOUR },
      { limit: 100, windowMs: DAY },
    ],
  },
]

/**
 * Appeal photo uploads (issue 12): up to 10 MB each, written to disk, like the scans. An appeal takes
 * up to five and a resident files up to five a day: 30 an hour and 60 a day, every call counted.
 */
export const appealPhotoUploadLimits = (customerId: number | string): Limit[] => [
  {
    key: `appeal-photo:customer:${customerId}`,
    rules: [
      { limit: 30, windowMs: HOUR },
      { limit: 60, windowMs: DAY },
    ],
  },
]
