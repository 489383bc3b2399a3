import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  FORBIDDEN_TEXT_CHARACTERS,
  findForbiddenText,
} from '@anapa/shared/text/forbiddenCharacters'

// Which characters no caller text may hold is one rule for the CMS and the gateway:
// @anapa/shared/text/forbiddenCharacters. The contract refuses them with a 400 that names the field,
// never strips them, at its two chokepoints, so no route can forget it: every string of a JSON body
// (readJsonObject in body.ts) and every query parameter (contractRoute in route.ts). This module only
// finds them; those two throw.

export const forbiddenParamMessage = (name: string) => `Параметр ${name} содержит недопустимые символы`

/** The top-level field of a JSON body whose text holds a forbidden character (the forms' field), or null. */
export function dirtyBodyField(body: Record<string, unknown>): string | null {
  const path = findForbiddenText(body)
  return path ? String(path[0] ?? 'body') : null
}

/** The message for the first query parameter, name or value, holding a forbidden character, or null. */
export function dirtyQueryMessage(params: URLSearchParams): string | null {
  for (const [name, value] of params) {
    if (FORBIDDEN_TEXT_CHARACTERS.test(name) || FORBIDDEN_TEXT_CHARACTERS.test(value)) {
      // The name itself may be what is dirty: never echo control characters back.
      return FORBIDDEN_TEXT_CHARACTERS.test(name) ? FORBIDDEN_CHARACTERS_MESSAGE : forbiddenParamMessage(name)
    }
  }
  return null
}
