import type { Magazine, MagazineCategory } from '@/payload-types'
import { toImage } from './media'
import { richTextToHtml } from './richText'

export type ContractCategory = { id: number; name: string; slug: string }

export const toCategory = (c: MagazineCategory): ContractCategory => ({ id: c.id, name: c.name, slug: c.slug })

const categoryOf = (m: Magazine): ContractCategory | null =>
  m.category && typeof m.category === 'object' ? toCategory(m.category) : null

/** The date readers see: the editor's publication date, else when the entry was created. */
const createdAt = (m: Magazine) => m.publishedAt ?? m.createdAt

/** docs/spec.md#3-entities-and-their-fields "Journal list item". */
export function toMagazineListItem(m: Magazine) {
  return {
    id: m.id,
    name: m.name,
    slug: m.slug,
    type: m.type,
    preview_picture: toImage(m.previewPicture),
    category: categoryOf(m),
    created_at: createdAt(m),
  }
}

/**
 * docs/spec.md#3-entities-and-their-fields "Journal detail". `text` is HTML; consumers sanitize it before rendering.
 */
export function toMagazineDetail(m: Magazine) {
  const { lat, lon } = m.location ?? {}
  return {
    id: m.id,
    name: m.name,
    slug: m.slug,
    type: m.type,
    category: categoryOf(m),
    description: m.description ?? null,
    seo: { title: m.seo?.title ?? null, description: m.seo?.description ?? null },
    text: richTextToHtml(m.text),
    created_at: createdAt(m),
    updated_at: m.updatedAt,
    preview_picture: toImage(m.previewPicture),
    gallery: (m.gallery ?? []).map((g) => toImage(g.image)).filter((g) => g !== null),
    location: typeof lat === 'number' && typeof lon === 'number' ? { coordinates: { lat, lon } } : null,
    videos: (m.videos ?? []).map((v) => ({ title: v.title ?? null, url: v.url })),
    blocks: (m.contentBlocks ?? []).map((b) => ({
      title: b.title ?? null,
      description: b.description ?? null,
      picture: toImage(b.picture),
      items: (b.items ?? []).map((i) => ({ item: i.item })),
    })),
  }
}
