import { ApolloProvider, useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useRef, useState } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import {
  NOTIFICATION_FILTERS,
  filterByTopic,
  isRead,
  topicLabel,
  unreadCount,
  type NotificationFilter,
} from '@/lib/notifications/readState'
import { notify } from '@/lib/notify'
import { ChipList } from '@/components/ui/ChipList'
import { Link } from '@/components/ui/Link'
import { SidePanel } from '@/components/ui/SidePanel'
import { PushSwitch } from '@/components/notifications/PushSwitch'
import { NotificationsQuery } from '@/components/notifications/notificationsQuery'
import { useReadIds } from '@/components/notifications/readIdsStore'
import styles from './NotificationsPanel.module.css'

/** Empty states (docs/spec.md#8-error-catalogue). */
export const EMPTY_NOTIFICATIONS = 'Здесь будут показаны недавние уведомления'

export interface NotificationsPanelProps {
  onClose: () => void
  /** A notification to open on arrival (a click on a push message: /?uvedomlenie=<id>). */
  openId?: string | null
}

/**
 * Notifications (docs/spec.md#2-screens-and-routes, #4-states-and-transitions): the topic filter, the list, opening one
 * and reading all.
 */
export function NotificationsPanel({ onClose, openId = null }: NotificationsPanelProps) {
  const { data, error, loading } = useQuery(NotificationsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  })
  const { ids, open, readAll } = useReadIds()
  const [filter, setFilter] = useState<NotificationFilter>('all')
  const [expanded, setExpanded] = useState<string | null>(openId)
  const items = useMemo(() => data?.notifications ?? [], [data])
  const shown = filterByTopic(items, filter)
  const unread = unreadCount(items, ids)

  // docs/spec.md#8-error-catalogue: notification failures show the error message in a toast.
  useEffect(() => {
    if (!error) return
    notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
  }, [error])

  // Arriving from a push message: that notification is open and read.
  const arrived = useRef(false)
  useEffect(() => {
    if (!openId || arrived.current || !items.some((item) => item.id === openId)) return
    arrived.current = true
    open(openId)
    // Focus brings it into view and puts the keyboard where the visitor's attention is.
    document.getElementById(itemId(openId))?.querySelector('button')?.focus()
  }, [items, open, openId])

  const toggle = (id: string) => {
    setExpanded((current) => (current === id ? null : id))
    open(id)
  }

  return (
    <SidePanel title="Уведомления" onClose={onClose}>
      <div className={styles.toolbar}>
        <ChipList
          label="Тема уведомлений"
          mode="single"
          chips={NOTIFICATION_FILTERS.map((f) => ({ id: f.value, title: f.label }))}
          selected={[filter]}
          onChange={([id]) => setFilter((id as NotificationFilter | undefined) ?? 'all')}
        />
        <button type="button" className={styles.readAll} disabled={unread === 0} onClick={() => readAll(items)}>
          Прочитать все
        </button>
      </div>

      {shown.length > 0 ? (
        <ul role="list" className={styles.list} aria-label="Список уведомлений">
          {shown.map((item) => {
            const read = isRead(ids, item.id)
            const opened = expanded === item.id
            const bodyId = `${itemId(item.id)}-body`
            return (
              <li key={item.id} id={itemId(item.id)} className={styles.item} data-read={read || undefined}>
                <h3 className={styles.itemTitle}>
                  <button
                    type="button"
                    className={styles.itemButton}
                    aria-expanded={opened}
                    aria-controls={bodyId}
                    onClick={() => toggle(item.id)}
                  >
                    {read ? null : <span className={styles.dot} aria-label="Не прочитано" role="img" />}
                    <span>{item.title}</span>
                  </button>
                </h3>
                <p className={styles.meta}>
                  {topicLabel(item.topic) ? <span className={styles.topic}>{topicLabel(item.topic)}</span> : null}
                  <time dateTime={item.publishedAt}>
                    {item.date} {item.time}
                  </time>
                </p>
                <div
                  id={bodyId}
                  className={styles.body}
                  data-open={opened || undefined}
                  // Sanitized by the gateway's allow-list (docs/architecture.md#4-session-and-security-rules).
                  dangerouslySetInnerHTML={{ __html: item.body }}
                />
                {item.link ? (
                  <Link href={item.link} className={styles.more}>
                    Подробнее
                  </Link>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : loading && !data ? (
        <p className={styles.empty} role="status">
          Загрузка…
        </p>
      ) : (
        <p className={styles.empty}>{EMPTY_NOTIFICATIONS}</p>
      )}

      <PushSwitch variant="offer" />
    </SidePanel>
  )
}

const itemId = (id: string) => `uvedomlenie-${id}`

/** The panel with the tab's Apollo client: the module the header loads on demand. */
export function NotificationsPanelHost(props: NotificationsPanelProps) {
  return (
    <ApolloProvider client={getBrowserClient()}>
      <NotificationsPanel {...props} />
    </ApolloProvider>
  )
}

export default NotificationsPanelHost
