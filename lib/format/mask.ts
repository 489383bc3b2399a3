/**
 * Input masks (docs/spec.md#5-validation-rules): `#` takes a digit, `@` a letter, `*` a letter or a digit; every other
 * mask character is a literal the mask writes itself.
 */
const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  // Any alphabet's letters: the site is Russian, and car plates mix Cyrillic and Latin look-alikes.
  '@': /\p{L}/u,
  '*': /[\p{L}\d]/u,
}

/**
 * Fits `raw` into `mask`. Characters a token cannot take are skipped, input beyond the mask is dropped,
 * and literals are written only in front of a filled token, so erasing the last character also erases
 * the separators before it (otherwise backspace would stick on ") "). A literal typed by the user at its
 * own place is taken as that literal, which makes the function idempotent on its own output.
 */
export function applyMask(raw: string, mask: string): string {
  const chars = Array.from(raw)
  let out = ''
  let pending = ''
  let i = 0
  for (const m of mask) {
    const token = TOKENS[m]
    if (!token) {
      pending += m
      if (chars[i] === m) i += 1
      continue
    }
    while (i < chars.length && !token.test(chars[i]!)) i += 1
    if (i >= chars.length) break
    out += pending + chars[i]
    pending = ''
    i += 1
  }
  return out
}

/** Our phone mask; the spec shows the display format (+X (XXX) XXX-XX-XX) but leaves the mask open. */
export const PHONE_MASK = '+7 (###) ###-##-##'

const COUNTRY_PREFIX = '+7'

/**
 * The phone field's mask. People type or paste the number in every form they know: `8 918 …` (the
 * trunk prefix), `+7918…`, `7918…` or the bare ten digits `918…`. A leading 7 or 8 is the country or
 * trunk prefix, never the first digit of the area code: Russian codes start with 3, 4, 8 or 9 and are
 * always typed after one, so "861…" without a prefix is the one form we read wrongly (as 61…).
 */
export function maskPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  if (!digits) return ''
  const explicitPlus = raw.trimStart().startsWith('+')
  const hasCountry = explicitPlus ? digits.startsWith('7') : digits.startsWith('7') || digits.startsWith('8')
  const national = hasCountry ? digits.slice(1) : digits
  // A lone "8" or "7" typed into the empty field shows the prefix, so the keystroke is not lost; it is
  // not re-added once the user erases back to "+7 " (that raw value starts with "+").
  if (!national) return explicitPlus ? '' : `${COUNTRY_PREFIX} (`
  return applyMask(COUNTRY_PREFIX + national, PHONE_MASK)
}

/**
 * Where the caret goes in `maskPhone(raw)` after an edit left it at `caret` in `raw`: right after the same
 * number of digits as stood before it, so deleting or typing a digit mid-number keeps the caret at that spot
 * instead of throwing it to the end when the mask rewrites the value (docs/decisions/0058-phone-mask-caret.md).
 * The digits before the caret are counted as the mask reads them (a typed 8 is the country's 7, a bare area code
 * gains it); a caret before the first digit of the area code goes right after «+7 (».
 *
 * Separators the caret stood behind are kept in front of it when the value has the same ones there: erasing the
 * first digit of «123» in `+7 (918) 123` leaves the caret after «) », where the digit was. Erasing a separator
 * itself puts the caret before the separators, so the next Backspace erases the digit in front of them rather
 * than sticking.
 */
export function phoneCaret(raw: string, caret: number): number {
  const value = maskPhone(raw)
  const head = raw.slice(0, caret)
  const digitsBefore = maskPhone(head).replace(/\D/g, '').length
  // The country's 7 is always the first digit; a caret on it or before it stands before the area code.
  if (digitsBefore <= 1) return Math.min(value.length, COUNTRY_PREFIX.length + 2)
  let at = value.length
  for (let i = 0, seen = 0; i < value.length; i += 1) {
    if (/\d/.test(value[i]!)) seen += 1
    if (seen === digitsBefore) {
      at = i + 1
      break
    }
  }
  const separatorsBefore = /\D*$/.exec(head)![0]
  const separatorsAfter = /^\D*/.exec(value.slice(at))![0]
  return separatorsBefore && separatorsBefore === separatorsAfter ? at + separatorsAfter.length : at
}
