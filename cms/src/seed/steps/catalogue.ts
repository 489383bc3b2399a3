import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { SeedCard, SeedGalleryPicture, SeedHours, SeedPage, SeedPlacedPage } from '@/seed/catalogueTypes'
import { seedContext } from '@/seed/context'
import { richText } from '@/seed/lexical'
import type { Counts } from '@/seed/report'
import { ensurePicture } from './pictures'

/**
 * The catalogue collections the seed fills (docs/architecture.md#7-runtime-conventions-commands-ports-data "Demo
 * content").
 */
export type CatalogueSlug =
  | 'events'
  | 'tours'
  | 'tour-groups'
  | 'infrastructure-objects'
  | 'places'
  | 'walking-routes'
  | 'beaches'
  | 'beach-groups'
  | 'cameras'

/** The media ids of one item's pictures. */
export type ItemPictures = { preview: number; gallery: { image: number }[] }

type Pictured = SeedCard & { gallery?: readonly SeedGalleryPicture[] }

/**
 * Paints (or finds) the preview and gallery pictures of one item. File names are derived from
 * the collection's prefix and the item's slug, so a seed that stopped half-way resumes without
 * duplicates and two collections never share a file.
 */
async function itemPictures(payload: Payload, media: Counts, prefix: string, item: Pictured): Promise<ItemPictures> {
  const stem = `${prefix}-${item.slug}`
  const preview = await ensurePicture(payload, media, {
    filename: `${stem}.jpg`,
    alt: item.previewAlt,
    theme: item.theme,
  })
  const gallery: { image: number }[] = []
  for (const [i, picture] of (item.gallery ?? []).entries()) {
    const { alt, theme } = typeof picture === 'string' ? { alt: picture, theme: item.theme } : picture
    gallery.push({
      image: await ensurePicture(payload, media, { filename: `${stem}-gallery-${i + 1}.jpg`, alt, theme }),
    })
  }
  return { preview, gallery }
}

type EnsureOptions<S extends CatalogueSlug, T extends Pictured> = {
  collection: S
  /**
   * How an existing document is recognised: by slug where the collection has one, by title in
   * the collections the site addresses by id.
   */
  matchBy: 'slug' | 'title'
  /** Starts every picture file name of this collection. */
  filePrefix: string
  items: readonly T[]
  counts: Counts
  toData: (item: T, pictures: ItemPictures) => RequiredDataFromCollectionSlug<S>
}

/**
 * Creates the seed records that are missing, published at once, with their pictures; returns
 * the ids of all of them by title (groups need them for their members). A document that already
 * exists is left untouched, so editors' changes survive every restart and a second run creates
 * nothing. Drafts count as existing: an editor may have unpublished a demo item on purpose.
 */
export async function ensureCatalogueItems<S extends CatalogueSlug, T extends Pictured>(
  payload: Payload,
  media: Counts,
  { collection, matchBy, filePrefix, items, counts, toData }: EnsureOptions<S, T>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const item of items) {
    const found = await payload.find({
      collection,
      where: { [matchBy]: { equals: item[matchBy] } },
      limit: 1,
      depth: 0,
      pagination: false,
      draft: true,
    })
    const existing = found.docs[0]
    if (existing) {
      counts.existing++
      ids.set(item.title, existing.id)
      continue
    }
    const pictures = await itemPictures(payload, media, filePrefix, item)
    const created = await payload.create({ collection, data: toData(item, pictures), context: seedContext() })
    counts.created++
    ids.set(item.title, created.id)
  }
  return ids
}

/** Looks up a group's id by the title a seed record names it with; a typo fails loudly. */
export function groupId(ids: Map<string, number>, title: string, member: string): number {
  const id = ids.get(title)
  if (id === undefined) throw new Error(`Группа «${title}» не создана (${member})`)
  return id
}

/** The card fields every catalogue collection shares, published. */
export const cardFields = (item: SeedCard, pictures: ItemPictures) => ({
  title: item.title,
  summary: item.summary,
  previewPicture: pictures.preview,
  sort: item.sort,
  _status: 'published' as const,
})

/** The page fields: the card, the rich text, the gallery and SEO. */
export const pageFields = (item: SeedPage, pictures: ItemPictures) => ({
  ...cardFields(item, pictures),
  description: richText(item.text),
  gallery: pictures.gallery,
  seo: item.seo,
})

/** The page fields of something with an address and a point on the map. */
export const placedPageFields = (item: SeedPlacedPage, pictures: ItemPictures) => ({
  ...pageFields(item, pictures),
  address: item.address,
  location: { lat: item.location.lat, lon: item.location.lon },
})

/** Opening hours in the shape of the shared `workingHours` field. */
export const workingHours = (hours: SeedHours) =>
  'allDay' in hours ? { allDay: true, from: null, to: null } : { allDay: false, from: hours.from, to: hours.to }
