import type { Resolvers } from '../__generated__/resolvers-types'
import { authMutations, authQueries } from './auth'
import { catalogueQueries } from './catalogue'
import { journalQueries } from './journal'

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...journalQueries,
    ...catalogueQueries,
    ...authQueries,
  },
  Mutation: authMutations,
}
