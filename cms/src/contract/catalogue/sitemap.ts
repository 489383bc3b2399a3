import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * GET /v1/sitemap (docs/api/openapi.yaml, "Карта сайта"): every published item that has a page of
 * its own, as the key its page is addressed by and when it last changed. The site owns its paths;
 * this says only which items exist. Each collection is read with `select`, so a few columns per
 * row leave the database, not the documents.
 */

export const SITEMAP_ENTITIES = [
  'event',
  'tour',
  'urban',
  'place',
  'route',
  'beach',
  'beach-group',
  'magazine',
] as const
export type SitemapEntity = (typeof SITEMAP_ENTITIES)[number]

export type SitemapEntry = {
  entity: SitemapEntity
  /** A slug (event, tour, urban), an id (place, route, beach, beach-group) or 'type/slug' (magazine). */
  key: string
  /** Payload always stamps it; null only if a row somehow has none, rather than dropping its page. */
  updated_at: string | null
}

/** The columns a sitemap row is read with; `id` always comes along. */
type SitemapDoc = { id: number; slug?: string | null; type?: string | null; updatedAt?: string | null }

type Source = {
  entity: SitemapEntity
  collection: CollectionSlug
  select: Record<string, true>
  key: (doc: SitemapDoc) => string | null
}

const bySlug = (doc: SitemapDoc) => doc.slug || null
const byId = (doc: SitemapDoc) => String(doc.id)

/** Cameras and tour groups have no detail pages, so they are not here. */
export const SITEMAP_SOURCES: readonly Source[] = [
  { entity: 'event', collection: 'events', select: { slug: true, updatedAt: true }, key: bySlug },
  { entity: 'tour', collection: 'tours', select: { slug: true, updatedAt: true }, key: bySlug },
  { entity: 'urban', collection: 'infrastructure-objects', select: { slug: true, updatedAt: true }, key: bySlug },
  { entity: 'place', collection: 'places', select: { updatedAt: true }, key: byId },
  { entity: 'route', collection: 'walking-routes', select: { updatedAt: true }, key: byId },
  { entity: 'beach', collection: 'beaches', select: { updatedAt: true }, key: byId },
  { entity: 'beach-group', collection: 'beach-groups', select: { updatedAt: true }, key: byId },
  {
    entity: 'magazine',
    collection: 'magazines',
    select: { slug: true, type: true, updatedAt: true },
    key: (doc) => (doc.type && doc.slug ? `${doc.type}/${doc.slug}` : null),
  },
]

/** A row as the contract gives it; a row without its key (a slug never set) has no page and is left out. */
export function toSitemapEntry(source: Pick<Source, 'entity' | 'key'>, doc: SitemapDoc): SitemapEntry | null {
  const key = source.key(doc)
  if (!key) return null
  return { entity: source.entity, key, updated_at: doc.updatedAt || null }
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * One query per collection, in parallel, published only. Past events stay: their pages live on
 * (the afisha's "Прошедшие"), and a sitemap lists pages, not what is on today.
 */
export async function loadSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const groups = await Promise.all(
    SITEMAP_SOURCES.map(async (source) => {
      const result = await payload.find({
        collection: source.collection,
        where: PUBLISHED,
        // Payload's select type is per collection; each source names fields of its own collection.
        select: source.select as never,
        depth: 0,
        pagination: false,
        sort: 'id',
        overrideAccess: false,
      })
      return (result.docs as unknown as SitemapDoc[]).map((doc) => toSitemapEntry(source, doc))
    }),
  )
  return groups.flat().filter((entry): entry is SitemapEntry => entry !== null)
}
