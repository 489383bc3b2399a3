/**
 * Ids of relationship values, as Payload gives them: a number when saved or read at depth 0, the
 * document when populated. Imports nothing, so contract code and tests that must not load the
 * CMS's configuration (and its environment checks) can use it.
 */
export const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** The ids of a hasMany relationship's value, as saved (numbers) or populated (documents). */
export const relationIds = (values: readonly (number | { id: number } | null)[] | null | undefined): number[] =>
  (values ?? []).map((v) => relationId(v)).filter((id): id is number => id !== null)
