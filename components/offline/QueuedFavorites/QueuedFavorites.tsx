import { useMemo } from 'react'

import { dropQueued, WILL_SEND_WHEN_ONLINE, type QueuedFavorite } from '@/lib/offline/outbox'
import { useQueuedItems } from '@/components/offline/useQueuedItems'
import { Button } from '@/components/ui/Button'
import styles from '@/components/appeals/appeals.module.css'

/**
 * The favourites the resident added or removed without a connection, until they go
 * (docs/decisions/0048-sending-offline.md): each says it will go once there is a connection, or,
 * refused by the server, why, with «Удалить» to let the change go.
 */
export function QueuedFavorites({ owner }: { owner: string }) {
  const all = useQueuedItems(owner)
  const items = useMemo(() => all?.filter((item): item is QueuedFavorite => item.kind === 'favorite') ?? [], [all])
  if (items.length === 0) return null
  return (
    <ul role="list" aria-label="Изменения избранного, ожидающие отправки" className={styles.list}>
      {items.map((change) => (
        <li key={change.id} className={styles.card}>
          <p className={styles.topic}>
            {change.action === 'add' ? 'Добавить в избранное' : 'Убрать из избранного'}
            {change.title ? `: ${change.title}` : ''}
          </p>
          {change.refusal ? (
            <>
              <p role="alert">Сервер не принял изменение: {change.refusal}</p>
              <div className={styles.draftActions}>
                <Button size="sm" theme="secondary" onClick={() => void dropQueued(change.id)}>
                  Удалить
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.muted}>{WILL_SEND_WHEN_ONLINE}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
