import type { RestSitemapEntity, RestSitemapEntry } from '@/graphql/datasources/restTypes'
import type { QueryResolvers, SitemapEntry, SitemapKind } from '@/graphql/__generated__/resolvers-types'

const KINDS: Record<RestSitemapEntity, SitemapKind> = {
  event: 'EVENT',
  tour: 'TOUR',
  urban: 'URBAN',
  place: 'PLACE',
  route: 'ROUTE',
  beach: 'BEACH',
  'beach-group': 'BEACH_GROUP',
  magazine: 'ARTICLE',
}

/**
 * An entry the gateway cannot address (an entity added upstream first, a magazine key that is not
 * 'type/slug') is left out rather than failing the whole sitemap.
 */
export function toSitemapEntry(e: RestSitemapEntry): SitemapEntry | null {
  const kind = KINDS[e.entity]
  if (!kind || !e.key) return null
  const updatedAt = e.updated_at ?? null
  if (kind !== 'ARTICLE') return { kind, key: e.key, articleType: null, updatedAt }
  const slash = e.key.indexOf('/')
  const [articleType, slug] = [e.key.slice(0, slash), e.key.slice(slash + 1)]
  if (slash <= 0 || !slug || slug.includes('/')) return null
  return { kind, key: slug, articleType, updatedAt }
}

export const sitemapQueries: Pick<QueryResolvers, 'sitemapEntries'> = {
  sitemapEntries: async (_p, _a, { api }) =>
    (await api.sitemapEntries()).map(toSitemapEntry).filter((e): e is SitemapEntry => e !== null),
}
