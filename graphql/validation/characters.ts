import { GraphQLError } from 'graphql'

/**
 * Characters no text input of the gateway accepts: NUL and the other C0 controls
 * except tab, line feed and carriage return, DEL, and the bidi embeddings/overrides (U+202A–U+202E)
 * and isolates (U+2066–U+2069), which can make a name or a message display as something else.
 * Refused, not stripped: the CMS stores C strings for some fields and would silently truncate at NUL,
 * and a caller should know its text did not arrive as sent.
 */
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/

/** Any control character at all (C0, DEL, C1) plus the bidi controls: nothing a URL key may hold. */
export const FORBIDDEN_KEY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Поле содержит недопустимые символы'

/** The path of the first string in `value` holding a forbidden character, or null. */
function findForbidden(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return FORBIDDEN_TEXT_CHARACTERS.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findForbidden(item, path)
      if (found) return found
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findForbidden(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * Refuses arguments holding forbidden characters, naming the field the way forms read it
 * (`extensions.fields.name` for `updateProfile(input: { name })`, as assertValid does).
 */
export function assertCleanText(args: Record<string, unknown>): void {
  const path = findForbidden(args, [])
  if (!path) return
  const field = path.at(-1) ?? 'input'
  throw new GraphQLError(FORBIDDEN_CHARACTERS_MESSAGE, {
    extensions: { code: 'BAD_USER_INPUT', field: path.join('.'), fields: { [field]: FORBIDDEN_CHARACTERS_MESSAGE } },
  })
}

type RootResolver = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown

/**
 * Every root field checks its arguments before its resolver runs, for /api/graphql and the
 * in-process SchemaLink alike: only root fields take text from callers.
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

/**
 * For text the site itself passes on from a URL (the search page's ?search=): the characters go,
 * the rest of the text stays, so a pasted link still searches instead of failing the page.
 */
export const stripForbiddenText = (text: string) => text.replace(new RegExp(FORBIDDEN_TEXT_CHARACTERS.source, 'g'), '')
