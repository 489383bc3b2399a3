/**
 * A slug: lower-case Latin words joined by single hyphens, at most SLUG_MAX_LENGTH characters. The
 * CMS accepts only these as a document's `slug`, and the site's routes only these as a URL segment,
 * so a URL the site refuses without asking the CMS is one no document can have.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MAX_LENGTH = 120

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
