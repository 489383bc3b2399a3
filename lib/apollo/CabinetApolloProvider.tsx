import { ApolloClient, ApolloLink } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { useState, type ReactNode } from 'react'

import { getBrowserClient } from './browserClient'
import { createCache } from './cache'

/**
 * The answer a cabinet page's getServerSideProps got for the query its view reads
 * (lib/server/ssr/cabinet.ts `prefilledCabinetProps`); null when it could not get one, and the
 * view then loads the query itself, with its own loading and error states.
 */
export type Prefill<TData> = { query: TypedDocumentNode<TData, Record<string, never>>; data: TData | null }

/**
 * Apollo for a cabinet page's client-side mutations. The page is also rendered on the server,
 * where hooks need a client in context but nothing may run: that render gets a fresh, inert
 * client of its own, never a shared one (docs/architecture.md#2-data-flow).
 *
 * With `prefill`, both clients start with the server's answer in their cache, so the server's
 * HTML already shows the data and the browser renders the same at once: no second round trip on a
 * slow connection, and nothing moves when it arrives.
 */
export function CabinetApolloProvider<TData>({ children, prefill }: { children: ReactNode; prefill?: Prefill<TData> }) {
  const [client] = useState(() => {
    const client =
      typeof window === 'undefined'
        ? new ApolloClient({ cache: createCache(), link: ApolloLink.empty() })
        : getBrowserClient()
    if (prefill?.data) client.writeQuery({ query: prefill.query, data: prefill.data })
    return client
  })
  return <ApolloProvider client={client}>{children}</ApolloProvider>
}
