/**
 * Phones are stored as 11 digits, 7XXXXXXXXXX, and shown as +7 (XXX) XXX-XX-XX
 * (docs/architecture.md#4-session-and-security-rules, docs/spec.md#5-validation-rules "+X (XXX) XXX-XX-XX").
 */
export function normalizePhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.length > 40) return null
  if (/[^\d\s()+-]/.test(input)) return null
  const digits = input.replace(/\D/g, '')
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `7${digits.slice(1)}`
  return null
}

export function formatPhone(phone: string | null | undefined): string {
  const digits = normalizePhone(phone)
  if (!digits) return phone ?? ''
  return `+${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`
}
