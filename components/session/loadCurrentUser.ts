import type { ApolloClient } from '@apollo/client'
import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { MeQuery } from './sessionDocuments'
import type { SessionUser } from '@/lib/pageProps'

/**
 * What `me` said: a user, nobody (`null`), or no answer (a network or server failure; `refused` when
 * the gateway itself said the session is not valid).
 */
export type CurrentUserAnswer = { answered: true; user: SessionUser | null } | { answered: false; refused: boolean }

const refusedBy = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')

/**
 * Asks the gateway who is signed in, bypassing the cache (docs/spec.md#4-states-and-transitions: on app start, and
 * after a token is saved).
 */
export async function askCurrentUser(client: ApolloClient): Promise<CurrentUserAnswer> {
  try {
    const { data, error } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' })
    if (error || !data) return { answered: false, refused: refusedBy(error) }
    return { answered: true, user: data.me ?? null }
  } catch (error) {
    return { answered: false, refused: refusedBy(error) }
  }
}

/**
 * Any failure counts as "nobody": the gateway has already dropped a cookie it could not use, and a
 * visitor must never be stuck half signed in.
 */
export async function loadCurrentUser(client: ApolloClient): Promise<SessionUser | null> {
  const answer = await askCurrentUser(client)
  return answer.answered ? answer.user : null
}
