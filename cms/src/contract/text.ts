import { ContractError } from './http'

/**
 * The contract's one rule for control characters in caller text, the same
 * set the GraphQL gateway refuses (graphql/validation/characters.ts): NUL and the other C0
 * controls except tab, line feed and carriage return, DEL, the bidi embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069).
 *
 * Refused with a 400 that names the field, never stripped: SQLite and C libraries cut text at
 * NUL, so a stored name could silently lose its tail, and a bidi override makes a name or a
 * search read as something else. A caller whose text cannot be kept as sent must be told.
 *
 * Applied at the contract's two chokepoints, so no route can forget it: every string of a JSON
 * body (readJsonObject) and every query parameter (contractRoute).
 */
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Поле содержит недопустимые символы'
export const forbiddenParamMessage = (name: string) => `Параметр ${name} содержит недопустимые символы`

/** The path of the first string in `value` holding a forbidden character (keys count too), or null. */
export function findForbiddenText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return FORBIDDEN_TEXT_CHARACTERS.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenText(item, [...path, String(index)])
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

/** A JSON body's text: 400 with `fields.<top-level field>` as the forms read it. */
export function assertCleanBody(body: Record<string, unknown>): void {
  const path = findForbiddenText(body)
  if (!path) return
  const field = path[0] ?? 'body'
  throw new ContractError(400, FORBIDDEN_CHARACTERS_MESSAGE, { fields: { [field]: FORBIDDEN_CHARACTERS_MESSAGE } })
}

/** Query parameters, names and values: 400 naming the parameter. */
export function assertCleanQuery(params: URLSearchParams): void {
  for (const [name, value] of params) {
    if (FORBIDDEN_TEXT_CHARACTERS.test(name) || FORBIDDEN_TEXT_CHARACTERS.test(value)) {
      // The name itself may be what is dirty: never echo control characters back.
      const shown = FORBIDDEN_TEXT_CHARACTERS.test(name) ? '' : name
      throw new ContractError(400, shown ? forbiddenParamMessage(shown) : FORBIDDEN_CHARACTERS_MESSAGE)
    }
  }
}
