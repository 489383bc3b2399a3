import type { CityApi } from '@/graphql/datasources/CityApi'
import { notFound } from '@/graphql/datasources/errors'
import type { Favorite, MutationResolvers, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { searchResultHref } from '@/lib/search/entities'
import { REST_ENTITY, schemaEntity } from './entityKinds'
import { toImage } from './image'
import { requireSignedIn } from './session'

type RestFavorite = Awaited<ReturnType<CityApi['favorites']>>[number]

// docs/api/openapi.yaml: a key is a lowercase slug or an id; anything else names nothing and is not sent upstream.
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const KEY_MAX_LENGTH = 120

function checkedKey(slug: string): string {
  if (slug.length > KEY_MAX_LENGTH || !KEY.test(slug)) throw notFound()
  return slug
}

/**
 * `href` comes from the site's own route table (the one search results use), never from the CMS:
 * the CMS gives the last part of the path (`{type}/{slug}` for an article) and the site decides
 * where its pages live. Gone items get no link.
 */
export function toFavorite(f: RestFavorite): Favorite | null {
  const entity = schemaEntity(f.entity)
  // A kind this site does not know yet cannot be shown or linked; leave it out rather than fail the list.
  if (!entity) return null
  const available = f.available && f.page_slug !== null
  return {
    entity,
    slug: f.slug,
    title: f.title,
    image: available ? toImage(f.image) : null,
    available,
    addedAt: f.added_at,
    href: available && f.page_slug ? searchResultHref({ entity, slug: f.page_slug }) : null,
  }
}

export const favoriteQueries: Pick<QueryResolvers, 'favorites'> = {
  async favorites(_parent, _args, context) {
    requireSignedIn(context)
    return (await context.api.favorites()).map(toFavorite).filter((f): f is Favorite => f !== null)
  },
}

export const favoriteMutations: Pick<MutationResolvers, 'addFavorite' | 'removeFavorite'> = {
  async addFavorite(_parent, { entity, slug }, context) {
    requireSignedIn(context)
    const added = toFavorite(await context.api.addFavorite(REST_ENTITY[entity], checkedKey(slug)))
    // The CMS answered a kind other than the one asked for: never report that as this favourite.
    if (!added || added.entity !== entity) throw notFound()
    return added
  },

  async removeFavorite(_parent, { entity, slug }, context) {
    requireSignedIn(context)
    await context.api.removeFavorite(REST_ENTITY[entity], checkedKey(slug))
    return { entity, slug }
  },
}
