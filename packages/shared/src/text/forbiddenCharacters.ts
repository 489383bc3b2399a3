/**
 * The one rule for control characters in text a caller sends, for the GraphQL gateway
 * (graphql/validation/characters.ts) and the CMS's REST contract (cms/src/contract/text.ts) alike:
 * NUL and the other C0 controls except tab, line feed and carriage return, DEL, the bidi embeddings
 * and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069).
 *
 * Refused, never stripped: SQLite and C libraries cut text at NUL, so a stored name could silently
 * lose its tail, and a bidi override makes a name or a search read as something else. A caller whose
 * text cannot be kept as sent must be told.
 */
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Поле содержит недопустимые символы'

/** Where a forbidden character was found: object keys as strings, array positions as numbers. */
export type TextPath = (string | number)[]

/** The path of the first string in `value` holding a forbidden character (object keys count too), or null. */
export function findForbiddenText(value: unknown, path: TextPath = []): TextPath | null {
  if (typeof value === 'string') return FORBIDDEN_TEXT_CHARACTERS.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenText(item, [...path, index])
      if (found) return found
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_TEXT_CHARACTERS.test(key)) return [...path, key]
      const found = findForbiddenText(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/** The same characters taken out, for text passed on from a URL rather than typed into a form. */
export const stripForbiddenText = (text: string) => text.replace(new RegExp(FORBIDDEN_TEXT_CHARACTERS.source, 'g'), '')
