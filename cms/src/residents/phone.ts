/**
 * Phones are stored and compared as 11 digits `7XXXXXXXXXX` (docs/architecture.md#4-session-and-security-rules). People
 * type `+7 (918) 123-45-67`, `8 918 123 45 67` or `79181234567`; this turns each into the stored form.
 */
export const PHONE_FORMAT_MESSAGE = 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX'

// Longer input is not a phone however it is punctuated; the cap also bounds the work below.
const MAX_INPUT_LENGTH = 32

/** The 11-digit form, or null when the input is not a Russian (+7) number. */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null
  const trimmed = input.trim()
  const plus = trimmed.startsWith('+')
  // Only separators people really type (copied numbers bring non-breaking spaces too); letters, other symbols or a second '+' mean it is not a phone.
  const rest = plus ? trimmed.slice(1) : trimmed
  if (!/^[0-9\s()-]+$/.test(rest)) return null
  const digits = rest.replace(/[\s()-]/g, '')
  if (digits.length !== 11) return null
  if (digits.startsWith('7')) return digits
  // The domestic trunk prefix 8 stands for +7; "+8…" is some other country.
  if (digits.startsWith('8') && !plus) return `7${digits.slice(1)}`
  return null
}

/** `+7 (XXX) XXX-XX-XX` (docs/spec.md#5-validation-rules), for SMS texts and logs a person reads. */
export function formatPhone(phone: string): string {
  return `+${phone[0]} (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`
}
