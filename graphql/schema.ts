import { makeExecutableSchema } from '@graphql-tools/schema'

import { resolvers } from './resolvers'
import { typeDefs } from './schema/index'

/** One executable schema, shared by the HTTP server and the in-process SchemaLink. */
export const schema = makeExecutableSchema({ typeDefs, resolvers })
