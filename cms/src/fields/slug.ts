import type { TextField } from 'payload'

/** Lower-case Latin words joined by single hyphens: the only form the site's routes accept. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 120

export const isSlug = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/**
 * The unique `slug` field of a collection whose documents have their own URL. `reserved` are
 * slugs that another route already answers (a static page, a contract sub-path).
 */
export const slugField = ({ reserved = [] }: { reserved?: readonly string[] } = {}): TextField => ({
  name: 'slug',
  type: 'text',
  label: 'Адрес (slug)',
  required: true,
  unique: true,
  index: true,
  validate: (value: string | null | undefined) => {
    if (!isSlug(value)) return `Адрес: латинские буквы, цифры и дефисы, не длиннее ${SLUG_MAX_LENGTH} символов`
    return !reserved.includes(value ?? '') || `Адрес «${value}» занят служебной страницей, выберите другой`
  },
})
