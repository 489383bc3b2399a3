import { ApolloProvider, useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useRef, useState } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { favoritesWithQueued } from '@/lib/offline/favoritesWithQueued'
import { copyFor, readResidentCopy } from '@/lib/offline/residentCopy'
import { useSession } from '@/components/session/SessionContext'
import { useQueuedItems } from '@/components/offline/useQueuedItems'
import { FavoritesQuery } from './favoritesDocuments'
import { favoriteKey, useFavorites } from './FavoritesContext'
import { useAddFavoriteMutation } from './hooks/useAddFavoriteMutation'
import { useOfflineFavorites } from './hooks/useOfflineFavorites'
import { useRemoveFavoriteMutation } from './hooks/useRemoveFavoriteMutation'

/**
 * The favourites in the resident's copy on the device (lib/offline/residentCopy.ts), asked for once
 * the gateway's list could not be had: offline, the hearts still show what the resident keeps.
 */
function useKeptFavoriteKeys(owner: string | null, wanted: boolean): ReadonlySet<string> | null {
  const [keys, setKeys] = useState<ReadonlySet<string> | null>(null)
  useEffect(() => {
    if (!wanted || !owner) return
    let cancelled = false
    void readResidentCopy().then((copy) => {
      const own = copyFor(copy, owner)
      if (!cancelled && own) setKeys(new Set(own.favorites.map(favoriteKey)))
    })
    return () => {
      cancelled = true
    }
  }, [owner, wanted])
  return wanted ? keys : null
}

/**
 * Loads the signed-in resident's favourites once for the whole tab and publishes them to
 * FavoritesContext, where every heart and the header's count read them; the add and remove it
 * connects there are the optimistic mutations, or, without a connection, changes queued on the
 * device (./hooks/useOfflineFavorites.ts), shown as made until they go. Without the gateway's list
 * the copy on the device stands in. Exported apart from the default (the lazy chunk with Apollo,
 * see ./index.ts) so tests can run it with a mock client.
 */
export function FavoritesEngine() {
  const { connect, publish } = useFavorites()
  const owner = useSession().user?.id ?? null
  // The network too, not the cache alone: another device may have changed the list since.
  const { data, error, refetch } = useQuery(FavoritesQuery, { fetchPolicy: 'cache-and-network' })
  const online = { add: useAddFavoriteMutation().addFavorite, remove: useRemoveFavoriteMutation().removeFavorite }
  const favorites = data?.favorites
  const { addFavorite, removeFavorite } = useOfflineFavorites(owner, online, favorites)
  const known = useMemo(() => (favorites ? new Set(favorites.map(favoriteKey)) : null), [favorites])
  const kept = useKeptFavoriteKeys(owner, !favorites && error !== undefined)
  const queued = useQueuedItems(owner)
  const keys = useMemo(() => favoritesWithQueued(known ?? kept, queued), [known, kept, queued])

  // A queued change went (from this tab, another, or the worker): the gateway's list has it now.
  const waiting = queued?.filter((item) => item.kind === 'favorite').length ?? 0
  const waitedBefore = useRef(waiting)
  useEffect(() => {
    if (waiting < waitedBefore.current && navigator.onLine) void refetch().catch(() => {})
    waitedBefore.current = waiting
  }, [waiting, refetch])
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
