import { ApolloClient } from '@apollo/client'
import { SchemaLink } from '@apollo/client/link/schema'

import { createContext, type ContextInput } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import { createCache } from '@/lib/apollo/cache'

/**
 * A fresh client per call for getStaticProps/getServerSideProps: the schema runs in-process
 * (never our own /api/graphql over HTTP), and no cache is ever shared between requests,
 * so one resident's data cannot reach another (docs/architecture.md#2-data-flow).
 *
 * Its queries skip the cache (`no-cache`): every page passes its typed result as props
 * (docs/decisions/0001-public-pages-pass-typed-results.md), so writing a result into the
 * normalised cache and reading it back only cost CPU, a tenth of a cabinet page's
 * (docs/perf/2026-11-28-resident-half-profile.md). The result keeps its `__typename`s.
 */
export function createSsrClient(input: ContextInput = {}) {
  return new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context: () => createContext(input) }),
    cache: createCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  })
}
