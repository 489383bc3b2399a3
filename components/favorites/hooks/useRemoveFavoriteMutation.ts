import type { ApolloCache } from '@apollo/client'
import { useApolloClient, useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { readGatewayError, reportFailure } from '@/lib/apollo/serverErrors'
import { FavoritesQuery } from '@/components/favorites/favoritesDocuments'
import { favoriteKey, type FavoriteRef } from '@/components/favorites/FavoritesContext'

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {
    removeFavorite(entity: $entity, slug: $slug) {
      entity
      slug
    }
  }
`)

/**
 * Removes a favourite at once (optimistic, from the heart or /izbrannoe); a failure puts it back and
 * says 'Произошла ошибка' with the gateway's message (docs/spec.md#8-error-catalogue).
 */
export function useRemoveFavoriteMutation() {
  const client = useApolloClient()
  const [mutate] = useMutation(RemoveFavoriteMutation)
  const removeFavorite = useCallback(
    async ({ entity, slug }: FavoriteRef): Promise<boolean> => {
      const key = favoriteKey({ entity, slug })
      const dropFromList = (cache: ApolloCache) =>
        cache.updateQuery({ query: FavoritesQuery }, (current) =>
          current ? { favorites: current.favorites.filter((f) => favoriteKey(f) !== key) } : current,
        )
      // Apollo adds __typename to every selection, the generated types leave it out.
      const optimistic = { removeFavorite: { __typename: 'FavoriteKey' as const, entity, slug } }
      try {
        await mutate({
          variables: { entity, slug },
          optimisticResponse: optimistic,
          update: dropFromList,
        })
        return true
      } catch (error) {
        // Already gone (removed on another device): that is what the resident asked for.
        if (readGatewayError(error)?.code === 'NOT_FOUND') {
          dropFromList(client.cache)
          return true
        }
        reportFailure(error, { formFields: [] })
        return false
      }
    },
    [client, mutate],
  )
  return { removeFavorite }
}
