import { isSlug, SLUG_MAX_LENGTH } from '@anapa/shared/text/slug'
import type { TextField } from 'payload'

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
