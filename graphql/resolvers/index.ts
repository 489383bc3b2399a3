import type { Resolvers } from '../__generated__/resolvers-types'
import { authMutations, authQueries } from './auth'
import { catalogueQueries } from './catalogue'
import { searchQueries } from './search'
import { journalQueries } from './journal'
import { mapQueries } from './map'
import { sitemapQueries } from './sitemap'

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...journalQueries,
    ...catalogueQueries,
    ...searchQueries,
    ...mapQueries,
    ...sitemapQueries,
    ...authQueries,
  },
  Mutation: authMutations,
}
