import type { Resolvers } from '@/graphql/__generated__/resolvers-types'
import { guardTextArguments } from '@/graphql/validation/characters'
import { authMutations, authQueries } from './auth'
import { catalogueQueries } from './catalogue'
import { searchQueries } from './search'
import { journalQueries } from './journal'
import { mapQueries } from './map'
import { sitemapQueries } from './sitemap'
import { carMutations, carQueries } from './cars'
import { permitMutations, permitQueries } from './permits'
import { appealMutations, appealQueries } from './appeals'
import { appealDraftMutations, appealDraftQueries } from './appealDrafts'
import { appealFollowerMutations, appealFollowerQueries } from './appealFollowers'
import { bookingMutations, bookingQueries } from './bookings'
import { favoriteMutations, favoriteQueries } from './favorites'
import { notificationMutations, notificationQueries } from './notifications'
import { redirectQueries } from './redirects'
import { alertQueries } from './alerts'
import { publicAppealQueries } from './publicAppeals'

export const resolvers: Resolvers = {
  Query: guardTextArguments({
    ok: () => true,
    ...journalQueries,
    ...catalogueQueries,
    ...searchQueries,
    ...mapQueries,
    ...alertQueries,
    ...sitemapQueries,
    ...authQueries,
    ...carQueries,
    ...permitQueries,
    ...appealQueries,
    ...publicAppealQueries,
    ...appealDraftQueries,
    ...appealFollowerQueries,
    ...bookingQueries,
    ...favoriteQueries,
    ...notificationQueries,
    ...redirectQueries,
  }),
  Mutation: guardTextArguments({
    ...authMutations,
    ...carMutations,
    ...permitMutations,
    ...appealMutations,
    ...appealDraftMutations,
    ...appealFollowerMutations,
    ...bookingMutations,
    ...favoriteMutations,
    ...notificationMutations,
  }),
}
