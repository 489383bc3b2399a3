import { ApolloProvider, useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { FavoritesQuery } from './favoritesDocuments'
import { favoriteKey, useFavorites } from './FavoritesContext'
import { useAddFavoriteMutation } from './hooks/useAddFavoriteMutation'
import { useRemoveFavoriteMutation } from './hooks/useRemoveFavoriteMutation'

/**
 * Loads the signed-in resident's favourites once for the whole tab and publishes them to
 * FavoritesContext, where every heart and the header's count read them; the add and remove it
 * connects there are the optimistic mutations. Exported apart from the default (the lazy chunk
 * with Apollo, see ./index.ts) so tests can run it with a mock client.
 */
export function FavoritesEngine() {
  const { connect, publish } = useFavorites()
  // The network too, not the cache alone: another device may have changed the list since.
  const { data, error } = useQuery(FavoritesQuery, { fetchPolicy: 'cache-and-network' })
  const { addFavorite } = useAddFavoriteMutation()
  const { removeFavorite } = useRemoveFavoriteMutation()
  const favorites = data?.favorites
  const keys = useMemo(() => (favorites ? new Set(favorites.map(favoriteKey)) : null), [favorites])
  // Clicks wait for the list (or its failure): an add answered before the list loaded would miss it.
  const settled = keys !== null || error !== undefined

  useEffect(() => {
    publish(keys)
  }, [keys, publish])
  useEffect(() => () => publish(null), [publish])

  useEffect(() => {
    if (!settled) return
    connect({ add: addFavorite, remove: removeFavorite })
    return () => connect(null)
  }, [addFavorite, connect, removeFavorite, settled])
  return null
}

export default function FavoritesLoader() {
  const [client] = useState(getBrowserClient)
  return (
    <ApolloProvider client={client}>
      <FavoritesEngine />
    </ApolloProvider>
  )
}
