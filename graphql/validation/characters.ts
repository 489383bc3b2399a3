import { FORBIDDEN_CHARACTERS_MESSAGE, findForbiddenText } from '@anapa/shared/text/forbiddenCharacters'
import { GraphQLError } from 'graphql'

// Which characters no text may hold is one rule for the gateway and the CMS:
// @anapa/shared/text/forbiddenCharacters. This module applies it to the gateway's arguments.

/** Any control character at all (C0, DEL, C1) plus the bidi controls: nothing a URL key may hold. */
export const FORBIDDEN_KEY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/**
 * Refuses arguments holding forbidden characters, naming the field the way forms read it
 * (`extensions.fields.name` for `updateProfile(input: { name })`, as assertValid does).
 */
export function assertCleanText(args: Record<string, unknown>): void {
  const found = findForbiddenText(args)
  if (!found) return
  // The form's field is the last named step; a position in a list is not a field.
  const path = found.filter((step): step is string => typeof step === 'string')
  const field = path.at(-1) ?? 'input'
  throw new GraphQLError(FORBIDDEN_CHARACTERS_MESSAGE, {
    extensions: { code: 'BAD_USER_INPUT', field: path.join('.'), fields: { [field]: FORBIDDEN_CHARACTERS_MESSAGE } },
  })
}

type RootResolver = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown

/**
 * Every root field checks its arguments before its resolver runs, for /api/graphql and the
 * pages' in-process calls alike: only root fields take text from callers.
 */
export function guardTextArguments<T extends Record<string, unknown>>(rootResolvers: T): T {
  return Object.fromEntries(
    Object.entries(rootResolvers).map(([name, resolve]) => {
      if (typeof resolve !== 'function') return [name, resolve]
      const guarded: RootResolver = (parent, args, ...rest) => {
        assertCleanText(args)
        return (resolve as RootResolver)(parent, args, ...rest)
      }
      return [name, guarded]
    }),
  ) as T
}
