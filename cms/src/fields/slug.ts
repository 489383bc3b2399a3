import { isSlug, SLUG_MAX_LENGTH, slugFromTitle } from '@anapa/shared/text/slug'
import type { FieldHook, TextField } from 'payload'

type SlugOptions = {
  /** The field the address is spelt from: the document's title. */
  from?: string
  /** Slugs that another route already answers (a static page, a contract sub-path). */
  reserved?: readonly string[]
}

type Doc = Record<string, unknown> & { id?: number | string }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The slug a save stores. An empty slug is spelt from the title; a slug that still follows the
 * title (it is what the previous title gave) follows a new title as long as the document has never
 * been live, so a draft's address keeps up with its title while the editor writes it. Once the
 * document has been published its address changes only when an editor types a new one (the old URL
 * then redirects: redirects/slugChange.ts), and a slug the editor typed is never replaced.
 */
export const nextSlug = async ({
  incoming,
  title,
  previous,
  isLive,
}: {
  incoming: string
  title: string
  previous: { slug: string; title: string } | null
  isLive: () => Promise<boolean>
}): Promise<string> => {
  const generated = slugFromTitle(title)
  if (!incoming) return generated
  if (!previous || !generated || incoming === generated) return incoming
  const followsTitle = incoming === previous.slug && incoming === slugFromTitle(previous.title)
  if (!followsTitle) return incoming
  return (await isLive()) ? incoming : generated
}

const fillSlug =
  (name: string, from: string): FieldHook =>
  async ({ value, data, originalDoc, collection, req }) => {
    const original = originalDoc as Doc | undefined
    // A partial update (the contract, a script) that leaves the slug or the title out keeps them.
    const incoming = text(value === undefined ? original?.[name] : value)
    const title = text(data?.[from] === undefined ? original?.[from] : data[from])
    const slug = await nextSlug({
      incoming,
      title,
      previous: original ? { slug: text(original[name]), title: text(original[from]) } : null,
      isLive: async () => {
        if (!collection || original?.id === undefined) return false
        const live = (await req.payload
          .findByID({ collection: collection.slug, id: original.id, depth: 0, draft: false, overrideAccess: true, req })
          .catch(() => null)) as Doc | null
        return live !== null && (live._status ?? 'published') === 'published'
      },
    })
    return slug || value
  }

/**
 * The unique `slug` field of a collection whose documents have their own URL. Editors may leave it
 * empty: the address is then spelt from the title in Latin letters (@anapa/shared/text/slug).
 */
export const slugField = ({ from = 'title', reserved = [] }: SlugOptions = {}): TextField => ({
  name: 'slug',
  type: 'text',
  label: 'Адрес (slug)',
  required: true,
  unique: true,
  index: true,
  admin: {
    description: 'Пусто — адрес составится из заголовка латиницей. Можно вписать свой.',
  },
  hooks: { beforeValidate: [fillSlug('slug', from)] },
  // The admin checks the form before the hook above has run: an empty slug is what the title will give.
  validate: (value: string | null | undefined, { data }: { data: Partial<Doc> }) => {
    const slug = text(value) || slugFromTitle(text(data?.[from]))
    if (!slug) return 'Впишите адрес латиницей: из заголовка его не составить'
    if (!isSlug(slug)) return `Адрес: латинские буквы, цифры и дефисы, не длиннее ${SLUG_MAX_LENGTH} символов`
    return !reserved.includes(slug) || `Адрес «${slug}» занят служебной страницей, выберите другой`
  },
})
