/**
 * Phones, one rule for both apps: stored and compared as 11 digits `7XXXXXXXXXX`
 * (docs/architecture.md#4-session-and-security-rules), shown as `+7 (XXX) XXX-XX-XX`
 * (docs/spec.md#5-validation-rules). People type `+7 (918) 123-45-67`, `8 918 123 45 67`,
 * `79181234567` or a mobile number without its country code, `918 123 45 67`; each becomes the
 * stored form. The gateway checks a phone with this before it calls the CMS, and the CMS checks it
 * again, so both must agree on every input.
 */

// Longer input is not a phone however it is punctuated; the cap also bounds the work below.
const MAX_INPUT_LENGTH = 32

/** The 11-digit form, or null when the input is not a Russian (+7) number. */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null
  const trimmed = input.trim()
  const plus = trimmed.startsWith('+')
  // Only separators people really type (copied numbers bring non-breaking spaces too); letters,
  // other symbols or a second '+' mean it is not a phone.
  const rest = plus ? trimmed.slice(1) : trimmed
  if (!/^[0-9\s()-]+$/.test(rest)) return null
  const digits = rest.replace(/[\s()-]/g, '')
  // A Russian mobile number without its country code: 9XX XXX-XX-XX.
  if (digits.length === 10 && digits.startsWith('9') && !plus) return `7${digits}`
  if (digits.length !== 11) return null
  if (digits.startsWith('7')) return digits
  // The domestic trunk prefix 8 stands for +7; "+8…" is some other country.
  if (digits.startsWith('8') && !plus) return `7${digits.slice(1)}`
  return null
}

/** `+7 (XXX) XXX-XX-XX` for any phone normalisePhone reads; anything else as it is ('' for none). */
export function formatPhone(phone: string | null | undefined): string {
  const digits = normalisePhone(phone)
  if (!digits) return phone ?? ''
  return `+${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`
}
