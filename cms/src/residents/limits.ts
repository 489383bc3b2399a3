import type { AttemptKeys, BackoffPolicy } from './attempts'
import type { Limit } from './rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Codes one phone may be sent in an hour over every requester: the ceiling against SMS flooding. */
export const SMS_PER_PHONE_PER_HOUR = 10

/** Codes one client address may have sent to one phone in an hour. */
export const SMS_PER_PHONE_AND_ADDRESS_PER_HOUR = 5

/**
 * Sending a code (sendCode and sendCodeForRestorePassword share these). Per phone: 1 a minute
 * from anyone, and 5 an hour from each client address; 10 an hour from all addresses together.
 * Per client address: N an hour over all phones. Keys hold only the normalised phone and the
 * client IP.
 *
 * The hourly count is kept per requesting address so that someone who merely knows a phone cannot
 * spend its owner's codes: from one address they can hold the owner off for a minute at a time, at
 * most five times an hour, and every code they trigger reaches the owner's phone anyway. Only
 * requests from several addresses reach the phone-wide ceiling
 * (docs/architecture.md#4-session-and-security-rules).
 */
export function sendCodeLimits(phone: string, ip: string, ipHourlyLimit: number): Limit[] {
  return [
    {
      key: `sms:phone:${phone}`,
      rules: [
        { limit: 1, windowMs: MINUTE },
        { limit: SMS_PER_PHONE_PER_HOUR, windowMs: HOUR },
      ],
    },
    {
      key: `sms:phone-ip:${phone}:${ip}`,
      rules: [{ limit: SMS_PER_PHONE_AND_ADDRESS_PER_HOUR, windowMs: HOUR }],
    },
    { key: `sms:ip:${ip}`, rules: [{ limit: ipHourlyLimit, windowMs: HOUR }] },
  ]
}

/**
 * Wrong passwords (our design, docs/decisions/0008-resident-sign-in-in-the-cms.md): a wait that grows
 * with the failures, never a lockout (residents/attempts.ts). Per phone at sign-in and per resident
 * when confirming the old password: 5 failures in 15 minutes are free, then each attempt waits
 * 1, 2, 4, 8, 16, 32 s after the newest failure, and 60 s from the eleventh on. A guesser gets about
 * one try a minute; the owner's right password works within a minute. The code sign-in stays open
 * meanwhile.
 */
export const PASSWORD_BACKOFF: BackoffPolicy = {
  free: 5,
  baseMs: 1000,
  capMs: MINUTE,
  windowMs: 15 * MINUTE,
  inFlightMs: 30_000,
}

export const passwordLoginAttempts = (phone: string): AttemptKeys => ({
  failures: `login:phone:${phone}`,
  inFlight: `login-try:phone:${phone}`,
})

export const oldPasswordAttempts = (phone: string): AttemptKeys => ({
  failures: `old-password:phone:${phone}`,
  inFlight: `old-password-try:phone:${phone}`,
})

/**
 * Password sign-in per client IP, checked before any hashing: each attempt
 * costs a 32 MiB scrypt, and about 9 a second saturate the CMS, so every attempt counts, not
 * only failures: 20 a minute. Failures also count apart, 50 an hour, which bounds one address
 * guessing across many phones (each phone's own backoff allows about one a minute). The gateway
 * passes the browser's address on (X-Forwarded-For from a trusted hop, residents/clientIp.ts),
 * so these count browsers, not the site.
 */
export const passwordLoginIpLimits = (ip: string): Limit[] => [
  { key: `login:ip:${ip}`, rules: [{ limit: 20, windowMs: MINUTE }] },
]

export const passwordFailureIpLimits = (ip: string): Limit[] => [
  { key: `login-fail:ip:${ip}`, rules: [{ limit: 50, windowMs: HOUR }] },
]

/** Wrong one-time codes one client address may type in an hour, over every phone. */
export const CODE_FAILURES_PER_IP_PER_HOUR = 50

/**
 * Wrong one-time codes. A code is burned by its own fifth wrong guess, and nothing else counts
 * against the phone: a wrong code with no code pending costs the phone nothing, and no count of
 * wrong codes refuses the phone a new code or its right one, so nobody who merely knows a phone can
 * lock its owner out. A guesser gets 5 tries per code actually sent, so the phone's send limits
 * (1 a minute, 5 an hour) bound the guesses, and each code reaches the owner's phone. One client
 * address may type 50 wrong codes an hour over all phones.
 */
export const codeFailureLimits = (ip: string): Limit[] => [
  { key: `code-fail:ip:${ip}`, rules: [{ limit: CODE_FAILURES_PER_IP_PER_HOUR, windowMs: HOUR }] },
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
 * Scan uploads: each one is up to 10 MB written to disk and, for pictures, decoded by the
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
 * Appeal photo uploads: up to 10 MB each, written to disk, like the scans. An appeal takes
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
