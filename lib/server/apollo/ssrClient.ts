import { ApolloClient } from '@apollo/client'
import { SchemaLink } from '@apollo/client/link/schema'

import { createContext, type ContextInput } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import { createCache } from '@/lib/apollo/cache'

/**
 * A fresh client per call for getStaticProps/getServerSideProps: the schema runs in-process
 * (never our own /api/graphql over HTTP), and no cache is ever shared between requests,
 * so one resident's data cannot reach another (docs/architecture.md#2-data-flow).
 */
export function createSsrClient(input: ContextInput = {}) {
  return new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context: () => createContext(input) }),
    cache: createCache(),
  })
}
