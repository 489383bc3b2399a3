import type { RestPage } from '@/graphql/datasources/catalogueRestTypes'
import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type { RestImage } from '@/graphql/datasources/restTypes'
import { isNotFound } from '@/graphql/datasources/errors'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import { CATALOGUE_PAGE_SIZE } from '@/lib/catalogue/constants'
import { toImage, toImages } from '../image'
import { checkPage, pageInfo } from '../paging'

/**
 * What every catalogue entity's resolvers share: paging, the null of a missing detail, and the REST
 * (snake_case, docs/api/openapi.yaml) parts every card and detail carry. HTML is sanitized here.
 */

/** The REST paging arguments of a valid page number of a catalogue list. */
export const pageArgs = (page: number) => ({ page: checkPage(page), perPage: CATALOGUE_PAGE_SIZE })

/** A REST page as the gateway's page type: items mapped, PageInfo derived, the filter counts kept. */
export function toPage<T, U>({ data, meta }: RestPage<T>, page: number, mapItem: (item: T) => U) {
  return {
    items: data.map(mapItem),
    pageInfo: pageInfo(meta.count, page, CATALOGUE_PAGE_SIZE),
    filters: meta.filters ?? [],
  }
}

/** A detail query answers null for unknown or unpublished items, so pages can 404 without an error. */
export async function orNull<T, U>(load: () => Promise<T>, mapItem: (item: T) => U): Promise<U | null> {
  try {
    return mapItem(await load())
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** A single filter value as the REST list's repeated parameter. */
export const oneValue = (value: string | null | undefined) => (value ? [value] : undefined)

export const point = (location: R.RestLocation) => location?.coordinates ?? null

export const hours = (h: R.RestWorkingHours): G.WorkingHours | null =>
  h ? { allDay: h.all_day, from: h.from, to: h.to } : null

export const groupRef = (g: R.RestGroupRef) => (g ? { id: String(g.id), title: g.title } : null)

export const seo = (s: { title?: string | null; description?: string | null } | null | undefined): G.Seo => ({
  title: s?.title ?? null,
  description: s?.description ?? null,
})

/** The fields every catalogue card has. */
export const card = (c: { id: number; title: string; summary: string | null; preview_picture: RestImage | null }) => ({
  id: String(c.id),
  title: c.title,
  summary: c.summary,
  previewPicture: toImage(c.preview_picture),
})

/** The fields every catalogue detail adds to its card. */
export const detail = (d: R.RestDetailPart) => ({
  html: sanitizeCmsHtml(d.description),
  gallery: toImages(d.gallery),
  seo: seo(d.seo),
  updatedAt: d.updated_at ?? null,
})
