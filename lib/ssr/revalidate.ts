/** Every ISR result revalidates, notFound included: a 404 cached forever never heals (docs/architecture.md#3-pages). */
export const REVALIDATE_SECONDS = 300

/** Longest slug or id segment we pass to the CMS; longer ones are 404 without a call. */
export const MAX_SEGMENT_LENGTH = 120

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isValidSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_SEGMENT_LENGTH && SLUG_PATTERN.test(value)
