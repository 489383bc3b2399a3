import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import { useState, type ReactNode } from 'react'

import { getBrowserClient } from './browserClient'

/**
 * Apollo for a cabinet page's client-side mutations. The page is also rendered on the server,
 * where hooks need a client in context but nothing may run: that render gets a fresh, inert
 * client of its own, never a shared one (docs/architecture.md#2-data-flow).
 */
export function CabinetApolloProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof window === 'undefined'
      ? new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })
      : getBrowserClient(),
  )
  return <ApolloProvider client={client}>{children}</ApolloProvider>
}
