import type { CollectionSlug, Payload, Where } from 'payload'

import {
  FAVORITE_ENTITIES,
  FAVORITE_MESSAGES,
  FAVORITES_LIMIT,
  isFavoriteEntity,
  type FavoriteEntity,
} from '@anapa/shared/favorites/entities'
import { ContractError } from '@/contract/http'
import { parseRecordId } from '@/contract/ids'
import { type ContractImage, toImage } from '@/contract/media'
import { isSlug } from '@anapa/shared/text/slug'
import { CATALOGUE_SECTION_NAMES, CATALOGUE_SECTIONS } from '@anapa/shared/catalogue/sections'
import type { Favorite, Media } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'

/**
 * Where each favourite kind lives and how its page is addressed, as in search (search/entities.ts):
 * beaches, places, routes and cameras by id, the rest by slug. A journal article is addressed by its
 * own slug (unique across types); its page also needs the type, hence `page_slug`.
 */
type Source = {
  collection: CollectionSlug
  key: 'id' | 'slug'
  title: 'title' | 'name'
  image: 'previewPicture' | 'poster'
}

const SOURCES = {
  // The catalogue's sections, as packages/shared/src/catalogue/sections.ts describes them.
  ...Object.fromEntries(
    CATALOGUE_SECTION_NAMES.map((section): [FavoriteEntity, Source] => {
      const { entity, collection, key } = CATALOGUE_SECTIONS[section]
      return [entity, { collection, key, title: 'title', image: 'previewPicture' }]
    }),
  ),
  camera: { collection: 'cameras', key: 'id', title: 'title', image: 'poster' },
  magazine: { collection: 'magazines', key: 'slug', title: 'name', image: 'previewPicture' },
} as Record<FavoriteEntity, Source>

// The cast above is checked once, at load: a kind of favourite without a source is a programming error.
const missing = FAVORITE_ENTITIES.filter((entity) => !(entity in SOURCES))
if (missing.length > 0) throw new Error(`favorites.ts: no source for ${missing.join(', ')}`)

/** The fields of any favourite-able document this module reads. */
type Item = {
  id: number
  slug?: string | null
  type?: string | null
  title?: string | null
  name?: string | null
  previewPicture?: number | Media | null
  poster?: number | Media | null
}

export type FavoriteAnswer = {
  entity: FavoriteEntity
  slug: string
  /** The last part of the site path as search gives it (`{type}/{slug}` for articles); null when unavailable. */
  page_slug: string | null
  title: string
  image: ContractImage | null
  available: boolean
  added_at: string
}

const keyOf = (source: Source, item: Item) => (source.key === 'id' ? String(item.id) : (item.slug ?? ''))

const pageSlugOf = (entity: FavoriteEntity, source: Source, item: Item) =>
  entity === 'magazine' ? `${item.type}/${item.slug}` : keyOf(source, item)

const titleOf = (source: Source, item: Item) => (source.title === 'name' ? item.name : item.title) ?? ''

const selectOf = (source: Source) =>
  ({ slug: true, type: true, [source.title]: true, [source.image]: true }) as Record<string, true>

/** A well-formed key for the kind, or null: malformed keys are a 404 without a query. */
function parseKey(source: Source, slug: string): Where | null {
  if (source.key === 'id') {
    const id = parseRecordId(slug)
    return id === null ? null : { id: { equals: id } }
  }
  return isSlug(slug) ? { slug: { equals: slug } } : null
}

/** Published documents of one kind matching `where`, with their picture (depth 1, only the fields used). */
async function publishedItems(payload: Payload, source: Source, where: Where, limit: number): Promise<Item[]> {
  const { docs } = await payload.find({
    collection: source.collection,
    where: { and: [where, { _status: { equals: 'published' } }] },
    // The fields differ per collection; the select is checked by the Item type instead.
    select: selectOf(source) as never,
    limit,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs as unknown as Item[]
}

function answer(favorite: Favorite, item: Item | undefined): FavoriteAnswer {
  const entity = favorite.entity
  const source = SOURCES[entity]
  return {
    entity,
    slug: item ? keyOf(source, item) : favorite.slug,
    page_slug: item ? pageSlugOf(entity, source, item) : null,
    title: item ? titleOf(source, item) : favorite.title_snapshot,
    image: item ? toImage(source.image === 'poster' ? item.poster : item.previewPicture) : null,
    available: Boolean(item),
    added_at: favorite.createdAt,
  }
}

/** The resident's favourites, newest first, each with its item's current state (one query per kind). */
export async function listFavorites(payload: Payload, user: ResidentUser): Promise<FavoriteAnswer[]> {
  const { docs } = await payload.find({
    collection: 'favorites',
    sort: '-createdAt',
    limit: FAVORITES_LIMIT,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const items = new Map<string, Item>()
  const idsByEntity = new Map<FavoriteEntity, number[]>()
  for (const favorite of docs)
    idsByEntity.set(favorite.entity, [...(idsByEntity.get(favorite.entity) ?? []), favorite.item_id])
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      const found = await publishedItems(payload, SOURCES[entity], { id: { in: ids } }, ids.length)
      for (const item of found) items.set(`${entity}:${item.id}`, item)
    }),
  )
  return docs.map((favorite) => answer(favorite, items.get(`${favorite.entity}:${favorite.item_id}`)))
}

const notFound = () => new ContractError(404, FAVORITE_MESSAGES.notFound)

async function ownFavorite(payload: Payload, user: ResidentUser, where: Where): Promise<Favorite | null> {
  const { docs } = await payload.find({
    collection: 'favorites',
    where,
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * Adds a published item (idempotent: a second add answers the first). Unknown kinds, malformed or
 * unknown keys and unpublished items are all 404.
 */
export async function addFavorite(
  payload: Payload,
  user: ResidentUser,
  entity: string,
  slug: string,
): Promise<FavoriteAnswer> {
  if (!isFavoriteEntity(entity)) throw notFound()
  const source = SOURCES[entity]
  const where = parseKey(source, slug)
  if (!where) throw notFound()
  const [item] = await publishedItems(payload, source, where, 1)
  if (!item) throw notFound()

  const sameItem: Where = { and: [{ entity: { equals: entity } }, { item_id: { equals: item.id } }] }
  const existing = await ownFavorite(payload, user, sameItem)
  if (existing) return answer(existing, item)
  const { totalDocs } = await payload.count({ collection: 'favorites', user, overrideAccess: false })
  if (totalDocs >= FAVORITES_LIMIT) throw new ContractError(422, FAVORITE_MESSAGES.limit)
  try {
    const created = await payload.create({
      collection: 'favorites',
      data: {
        owner: user.id,
        entity,
        item_id: item.id,
        slug: keyOf(source, item),
        title_snapshot: titleOf(source, item),
      },
      depth: 0,
      user,
      overrideAccess: false,
    })
    return answer(created, item)
  } catch (error) {
    // The same item twice at once: the (owner, entity, item_id) unique index refuses the second.
    const first = await ownFavorite(payload, user, sameItem)
    if (first) return answer(first, item)
    throw error
  }
}

/**
 * Removes one of the resident's favourites by the key the list gave: the key stored when it was
 * added, or the item's current key (an editor may have renamed a slug since). 404 when it is not
 * among this resident's favourites.
 */
export async function removeFavorite(
  payload: Payload,
  user: ResidentUser,
  entity: string,
  slug: string,
): Promise<{ entity: FavoriteEntity; slug: string }> {
  if (!isFavoriteEntity(entity)) throw notFound()
  const source = SOURCES[entity]
  const where = parseKey(source, slug)
  if (!where) throw notFound()
  const matches: Where[] = [{ slug: { equals: slug } }]
  if (source.key === 'id') matches.push({ item_id: { equals: Number(slug) } })
  else {
    // Any state: an unpublished item is still removable under its current slug.
    const { docs } = await payload.find({
      collection: source.collection,
      where,
      limit: 1,
      depth: 0,
      select: { id: true } as never,
      overrideAccess: true,
    })
    const current = docs[0] as { id: number } | undefined
    if (current) matches.push({ item_id: { equals: current.id } })
  }
  const favorite = await ownFavorite(payload, user, { and: [{ entity: { equals: entity } }, { or: matches }] })
  if (!favorite) throw notFound()
  await payload.delete({ collection: 'favorites', id: favorite.id, depth: 0, user, overrideAccess: false })
  return { entity, slug }
}
