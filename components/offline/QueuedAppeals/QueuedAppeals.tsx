import { useRouter } from 'next/router'
import { useEffect, useMemo, useRef } from 'react'

import { saveAppealDraft, newRequestId } from '@/lib/appeals/draft'
import { dropQueued, WILL_SEND_WHEN_ONLINE, type QueuedAppeal } from '@/lib/offline/outbox'
import { useQueuedItems } from '@/components/offline/useQueuedItems'
import { Button } from '@/components/ui/Button'
import styles from '@/components/appeals/appeals.module.css'

/** Where «Исправить» takes a refused appeal: the form, holding what it said. */
const NEW_APPEAL_HREF = '/moi-obrashcheniya/novoe-obrashchenie'

/** A refused appeal back into the form, as a new appeal: what was typed, and the photos that were uploaded. */
function reopen(appeal: QueuedAppeal) {
  saveAppealDraft({
    topic_id: appeal.input.topic_id,
    text: appeal.input.text,
    address: appeal.input.address ?? '',
    location: appeal.input.location,
    photos: appeal.photos.flatMap((p) => ('id' in p ? [{ id: p.id, name: p.name }] : [])),
    request_id: newRequestId(),
    // The resident's choice goes back with the rest; as they sent it, never the topic's default anew.
    is_public: appeal.input.is_public ?? null,
  })
}

/**
 * The appeals the resident sent without a connection, listed above the sent ones until they go: each
 * says it will go once there is a connection, or, refused by the server, why, with «Исправить» and
 * «Удалить». `owner` is the resident whose queue it is. `onSent` runs when one of them has gone (the
 * list then shows it among the sent ones).
 */
export function QueuedAppeals({ owner, onSent }: { owner: string; onSent?: () => void }) {
  const router = useRouter()
  const all = useQueuedItems(owner)
  const items = useMemo(() => all?.filter((item): item is QueuedAppeal => item.kind === 'appeal') ?? null, [all])
  const shown = useRef<Set<string>>(new Set())
  // Gone because the resident dropped it, not sent: no reason to reload the list (which would also
  // race «Исправить»'s way to the form).
  const dropped = useRef<Set<string>>(new Set())
  useEffect(() => {
    if (!items) return
    const now = new Set(items.map((item) => item.id))
    const sent = [...shown.current].some((id) => !now.has(id) && !dropped.current.has(id))
    shown.current = now
    if (sent) onSent?.()
  }, [items, onSent])
  const drop = (id: string) => {
    dropped.current.add(id)
    return dropQueued(id)
  }

  if (!items || items.length === 0) return null
  return (
    <ul role="list" aria-label="Ожидают отправки" className={styles.list}>
      {items.map((appeal) => (
        <li key={appeal.id} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.number}>Обращение без номера</span>
            <span className={styles.status} data-status={appeal.refusal ? 'rejected' : 'queued'}>
              {appeal.refusal ? 'Не отправлено' : 'Ждёт связи'}
            </span>
          </div>
          <p className={styles.topic}>{appeal.topicName}</p>
          <p className={styles.text}>{appeal.input.text}</p>
          {appeal.photos.length > 0 && <p className={styles.muted}>Фотографий: {appeal.photos.length}</p>}
          {appeal.refusal ? (
            <>
              <p role="alert">Сервер не принял обращение: {appeal.refusal}</p>
              <div className={styles.draftActions}>
                <Button
                  size="sm"
                  onClick={async () => {
                    reopen(appeal)
                    await drop(appeal.id)
                    await router.push(NEW_APPEAL_HREF)
                  }}
                >
                  Исправить
                </Button>
                <Button size="sm" theme="secondary" onClick={() => void drop(appeal.id)}>
                  Удалить
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className={styles.muted}>{WILL_SEND_WHEN_ONLINE}</p>
              <div className={styles.draftActions}>
                <Button size="sm" theme="secondary" onClick={() => void drop(appeal.id)}>
                  Не отправлять
                </Button>
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
