import { ApolloProvider, useQuery } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { useEffect } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { unreadCount } from '@/lib/notifications/readState'
import { ALL_NOTIFICATIONS, NOTIFICATION_PARAM } from '@/lib/routes'
import { Icon } from '@/components/ui/Icon'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { NOTIFICATIONS_POLL_MS, NotificationsQuery } from '@/components/notifications/notificationsQuery'
import { useReadIds } from '@/components/notifications/readIdsStore'
import styles from './Bell.module.css'

export interface BellProps {
  /** The header's button look. */
  className?: string
}

/** The badge shows at most this; the button's name says the exact number. */
const MAX_BADGE = 99

/** The header's bell (docs/spec.md#2-screens-and-routes, signed in only): the unread count, and the panel on click. */
export function Bell({ className }: BellProps) {
  const { openNotifications, bellButtonRef, openPanel } = useAccountPanels()
  const { data, refetch } = useQuery(NotificationsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: NOTIFICATIONS_POLL_MS,
  })
  const { ids } = useReadIds()
  const count = unreadCount(data?.notifications ?? [], ids)
  const router = useRouter()

  // A link from a push message (signed in only, as the bell is): open it once, then drop it from the
  // address, so a reload does not open it again. Here rather than in the header: this chunk loads after hydration.
  const linked = router.query?.[NOTIFICATION_PARAM]
  useEffect(() => {
    if (typeof linked !== 'string' || !linked) return
    openNotifications(linked === ALL_NOTIFICATIONS ? null : linked)
    // From the address as shown: a rewritten page's pathname is not the one the visitor sees.
    const url = new URL(router.asPath, 'http://localhost')
    url.searchParams.delete(NOTIFICATION_PARAM)
    void router.replace(`${url.pathname}${url.search}${url.hash}`, undefined, { shallow: true, scroll: false })
  }, [linked, openNotifications, router])

  // A push message (the service worker tells open tabs, lib/pwa/worker/push.ts) or coming back to the tab: look now, not at the next poll.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => {})
    }
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'notification') refresh()
    }
    document.addEventListener('visibilitychange', refresh)
    navigator.serviceWorker?.addEventListener('message', onMessage)
    return () => {
      document.removeEventListener('visibilitychange', refresh)
      navigator.serviceWorker?.removeEventListener('message', onMessage)
    }
  }, [refetch])

  return (
    <button
      ref={bellButtonRef}
      type="button"
      className={`${className ?? ''} ${styles.bell}`}
      aria-label={count > 0 ? `Уведомления: ${count} непрочитанных` : 'Уведомления'}
      aria-haspopup="dialog"
      aria-expanded={openPanel === 'notifications'}
      onClick={() => openNotifications()}
    >
      <Icon name="bell" />
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </span>
      ) : null}
    </button>
  )
}

/** The bell with the tab's Apollo client: the module the header loads after hydration. */
export default function BellHost(props: BellProps) {
  return (
    <ApolloProvider client={getBrowserClient()}>
      <Bell {...props} />
    </ApolloProvider>
  )
}
