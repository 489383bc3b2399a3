import type { Resolvers } from '../__generated__/resolvers-types'
import { journalQueries } from './journal'

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    ...journalQueries,
  },
}
