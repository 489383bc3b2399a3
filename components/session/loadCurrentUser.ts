import type { ApolloClient } from '@apollo/client'

import { MeQuery } from './sessionDocuments'
import type { SessionUser } from './SessionContext'

/**
 * Asks the gateway who is signed in, bypassing the cache (spec §4: on app start, and after a token is
 * saved). Any failure counts as "nobody": the gateway has already dropped a cookie it could not use,
 * and a visitor must never be stuck half signed in.
 */
export async function loadCurrentUser(client: ApolloClient): Promise<SessionUser | null> {
  try {
    const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' })
    return data?.me ?? null
  } catch {
    return null
  }
}
