import { useCallback } from 'react'

import type { FavoritesView_FavoriteFragment as Favorite } from '@/lib/__generated__/gql/graphql'
import { notify } from '@/lib/notify'
import { queuedFavoriteId, queueItem, WILL_SEND_WHEN_ONLINE } from '@/lib/offline/outbox'
import { requestOutboxSync } from '@/lib/offline/requestOutboxSync'
import { favoriteKey, type FavoriteItem, type FavoriteRef } from '@/components/favorites/FavoritesContext'

type Online = {
  add: (item: FavoriteItem) => Promise<boolean>
  remove: (ref: FavoriteRef) => Promise<boolean>
}

/**
 * The heart without a connection (docs/decisions/0048-sending-offline.md): while the browser says
 * it is offline, an addition or a removal is queued on the device instead of sent, shown as made
 * (FavoritesEngine applies the queue to the hearts) and sent once there is a connection. Online,
 * or where nothing can be queued (no IndexedDB, no resident), the mutations as before.
 */
export function useOfflineFavorites(owner: string | null, online: Online, favorites: readonly Favorite[] | undefined) {
  const { add, remove } = online
  const queue = useCallback(
    async (action: 'add' | 'remove', ref: FavoriteRef, title: string): Promise<boolean> => {
      if (!owner || navigator.onLine) return false
      try {
        await queueItem({
          id: queuedFavoriteId(ref.entity, ref.slug),
          kind: 'favorite',
          owner,
          queuedAt: new Date().toISOString(),
          action,
          entity: ref.entity,
          slug: ref.slug,
          title,
          refusal: null,
        })
      } catch {
        return false
      }
      void requestOutboxSync()
      notify.info({
        title:
          action === 'add' ? 'Добавлено в избранное на этом устройстве' : 'Убрано из избранного на этом устройстве',
        description: WILL_SEND_WHEN_ONLINE,
      })
      return true
    },
    [owner],
  )
  const addFavorite = useCallback(
    async (item: FavoriteItem) => (await queue('add', item, item.title)) || add(item),
    [add, queue],
  )
  const removeFavorite = useCallback(
    async (ref: FavoriteRef) => {
      const title = favorites?.find((f) => favoriteKey(f) === favoriteKey(ref))?.title ?? ''
      return (await queue('remove', ref, title)) || remove(ref)
    },
    [favorites, queue, remove],
  )
  return { addFavorite, removeFavorite }
}
