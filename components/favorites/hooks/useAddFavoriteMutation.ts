import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { FavoritesQuery } from '@/components/favorites/favoritesDocuments'
import { favoriteKey, type FavoriteItem } from '@/components/favorites/FavoritesContext'

export const AddFavoriteMutation = graphql(`
  mutation AddFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {
    addFavorite(entity: $entity, slug: $slug) {
      ...FavoritesView_favorite
    }
  }
`)

/**
 * Adds a favourite at once (optimistic: the heart fills and the header's count rises before the
 * gateway answers); a failure rolls the optimistic entry back, as Apollo drops its layer, and says
 * 'Произошла ошибка' with the gateway's message (docs/spec.md#8-error-catalogue).
 */
export function useAddFavoriteMutation() {
  const [mutate] = useMutation(AddFavoriteMutation)
  const addFavorite = useCallback(
    async ({ entity, slug, title, href }: FavoriteItem): Promise<boolean> => {
      // Apollo adds __typename to every selection, the generated types leave it out.
      const optimistic = {
        addFavorite: {
          __typename: 'Favorite' as const,
          entity,
          slug,
          title,
          image: null,
          available: true,
          addedAt: new Date().toISOString(),
          href,
        },
      }
      try {
        await mutate({
          variables: { entity, slug },
          optimisticResponse: optimistic,
          update(cache, { data }) {
            const added = data?.addFavorite
            if (!added) return
            // Newest first, as the contract lists them; adding twice keeps one.
            cache.updateQuery({ query: FavoritesQuery }, (current) =>
              current
                ? {
                    favorites: [added, ...current.favorites.filter((f) => favoriteKey(f) !== favoriteKey(added))],
                  }
                : current,
            )
          },
        })
        return true
      } catch (error) {
        reportFailure(error, { formFields: [] })
        return false
      }
    },
    [mutate],
  )
  return { addFavorite }
}
