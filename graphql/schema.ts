import { makeExecutableSchema } from '@graphql-tools/schema'

import { resolvers } from './resolvers'
import { typeDefs } from './schema/index'

/** One executable schema, shared by the HTTP server and the pages' in-process calls (lib/server/gateway/ssrClient.ts). */
export const schema = makeExecutableSchema({ typeDefs, resolvers })
