import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  FORBIDDEN_TEXT_CHARACTERS,
  findForbiddenText,
} from '@anapa/shared/text/forbiddenCharacters'

import { ContractError } from './http'

// Which characters no caller text may hold is one rule for the CMS and the gateway:
// @anapa/shared/text/forbiddenCharacters. Refused with a 400 that names the field, never stripped.
// Applied at the contract's two chokepoints, so no route can forget it: every string of a JSON body
// (readJsonObject) and every query parameter (contractRoute).

export const forbiddenParamMessage = (name: string) => `Параметр ${name} содержит недопустимые символы`

/** A JSON body's text: 400 with `fields.<top-level field>` as the forms read it. */
export function assertCleanBody(body: Record<string, unknown>): void {
  const path = findForbiddenText(body)
  if (!path) return
  const field = String(path[0] ?? 'body')
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
