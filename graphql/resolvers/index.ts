import type { Resolvers } from '../__generated__/resolvers-types'
import { authMutations, authQueries } from './auth'
import { journalQueries } from './journal'

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...journalQueries,
    ...authQueries,
  },
  Mutation: authMutations,
}
