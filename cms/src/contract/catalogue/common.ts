import type { Media } from '@/payload-types'
import { toImage } from '@/contract/media'
import { richTextToHtml } from '@/contract/richText'

/**
 * Pieces every catalogue answer shares (docs/api/openapi.yaml, "Catalogue"): the same names
 * and shapes in every section, snake_case as in docs/spec.md#7-calls-the-product-makes.
 */
type Located = { location?: { lat?: number | null; lon?: number | null } | null }
type WithHours = { workingHours?: { allDay?: boolean | null; from?: string | null; to?: string | null } | null }
type WithContent = {
  id: number
  title: string
  summary?: string | null
  previewPicture?: number | Media | null
  description?: unknown
  gallery?: { image: number | Media }[] | null
  seo?: { title?: string | null; description?: string | null } | null
  updatedAt: string
}

export const toLocation = ({ location }: Located) => {
  const { lat, lon } = location ?? {}
  return typeof lat === 'number' && typeof lon === 'number' ? { coordinates: { lat, lon } } : null
}

/** Null when the editor gave neither a 24-hour flag nor both times. */
export const toWorkingHours = ({ workingHours }: WithHours) => {
  const { allDay, from, to } = workingHours ?? {}
  if (allDay) return { all_day: true, from: null, to: null }
  return from && to ? { all_day: false, from, to } : null
}

export { type ContractOption, toOption, toOptions } from '@/catalogue/options'

/** The fields of every list card. */
export const cardBase = (doc: WithContent) => ({
  id: doc.id,
  title: doc.title,
  summary: doc.summary ?? null,
  preview_picture: toImage(doc.previewPicture),
})

/** What only detail pages need: the long text (HTML, sanitized again by the gateway), pictures, SEO. */
export const detailBase = (doc: WithContent) => ({
  description: richTextToHtml(doc.description),
  gallery: (doc.gallery ?? []).map((g) => toImage(g.image)).filter((g) => g !== null),
  seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
  updated_at: doc.updatedAt,
})

export const relationTitle = (value: number | { id: number; title: string } | null | undefined) =>
  value && typeof value === 'object' ? { id: value.id, title: value.title } : null
