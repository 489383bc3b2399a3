/**
 * Russian private car plates (ГОСТ Р 50577 type 1): a letter, three digits, two letters and a region
 * of two or three digits, e.g. А123ВС23 or А123ВС123. Only the twelve Cyrillic letters that have a
 * Latin twin are issued, so people type either alphabet; we store and compare one canonical form.
 */

/** Latin look-alikes typed instead of the Cyrillic letters a plate may carry. */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
}

const LETTERS = 'АВЕКМНОРСТУХ'

// Region: two digits except 00, or three digits starting 1–9 (102, 123, 777…); "023" is not a region.
const CANONICAL = new RegExp(`^([${LETTERS}])(\\d{3})([${LETTERS}]{2})(\\d{2}|[1-9]\\d{2})$`)

// Longer input is not a plate however it is punctuated; the cap also bounds the work below.
const MAX_INPUT_LENGTH = 32

export const PLATE_MESSAGES = {
  invalid: 'Введите госномер автомобиля, например А123ВС93',
  duplicate: 'Автомобиль с таким номером уже добавлен',
  notFound: 'Автомобиль не найден',
} as const

/** Canonical compact form (`А123ВС23`, Cyrillic, upper case) or null when the input is not a plate. */
export function normalisePlate(input: string): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null
  // Spaces of any kind, dashes and dots are how people group a plate; the "RUS" under the region is printed, not part of it.
  let compact = input.toUpperCase().replace(/[\s\u00a0\-\u2010-\u2015.]/g, '')
  compact = compact.replace(/RUS$/, '')
  const mapped = Array.from(compact, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch).join('')
  const match = CANONICAL.exec(mapped)
  if (!match) return null
  if (/^0+$/.test(match[4]!)) return null
  return mapped
}

/** `А 123 ВС 23` for people; input that is not canonical is returned unchanged. */
export function formatPlate(canonical: string): string {
  const match = CANONICAL.exec(canonical)
  if (!match) return canonical
  return `${match[1]} ${match[2]} ${match[3]} ${match[4]}`
}
