import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

import { PageMeta } from '@/components/seo/PageMeta'
import { Link } from '@/components/ui/Link'
import { savedAtText } from '@/components/layout/DeviceCopyNotice/DeviceCopyNotice'
import { useSession } from '@/components/session/SessionContext'
import { recallUser } from '@/components/session/rememberedUser'
import { OutboxSender } from '@/components/offline/OutboxSender'
import { useHydrated } from '@/lib/hooks/useHydrated'
import { copyFor, readResidentCopy, type ResidentCopy } from '@/lib/offline/residentCopy'
import { OFFLINE_CABINET_ADDRESS } from '@/lib/pwa/deviceCopy'
import { FAVOURITES_HREF, PERMIT_APPLICATIONS_HREF } from '@/lib/routes'
import {
  KeptAppeal,
  KeptAppeals,
  KeptBooking,
  KeptBookings,
  KeptFavorites,
  KeptNotifications,
  KeptPermits,
} from './KeptSections'
import { APPEALS_PATH, BOOKINGS_PATH, sectionOf, type OfflineSection } from './sectionOf'
import { QueuedAppeals } from '@/components/offline/QueuedAppeals/QueuedAppeals'
import { QueuedFavorites } from '@/components/offline/QueuedFavorites/QueuedFavorites'
import styles from './OfflineCabinet.module.css'

const TITLES: Record<OfflineSection['kind'], string> = {
  favorites: 'Избранное',
  bookings: 'Бронирования и поездки',
  booking: 'Бронирование',
  permits: 'Заявки',
  appeals: 'Мои обращения',
  appeal: 'Обращение',
  overview: 'Личный кабинет',
}

/** The lists a resident can read offline, as links (each opens this page again, for its part). */
const KEPT_LISTS = [
  { href: FAVOURITES_HREF, label: 'Избранное' },
  { href: BOOKINGS_PATH, label: 'Бронирования и билеты' },
  { href: PERMIT_APPLICATIONS_HREF, label: 'Заявки на разрешение' },
  { href: APPEALS_PATH, label: 'Мои обращения' },
]

function SectionBody({ section, copy }: { section: OfflineSection; copy: ResidentCopy }) {
  const owner = copy.owner
  switch (section.kind) {
    case 'favorites':
      return (
        <>
          <QueuedFavorites owner={owner} />
          <KeptFavorites copy={copy} />
        </>
      )
    case 'bookings':
      return <KeptBookings copy={copy} />
    case 'booking':
      return <KeptBooking copy={copy} id={section.id} />
    case 'permits':
      return <KeptPermits copy={copy} />
    case 'appeals':
      return (
        <>
          <QueuedAppeals owner={owner} />
          <KeptAppeals copy={copy} />
        </>
      )
    case 'appeal':
      return <KeptAppeal copy={copy} id={section.id} />
    case 'overview':
      return (
        <section aria-labelledby="kept-notifications">
          <h2 id="kept-notifications" className={styles.subtitle}>
            Уведомления
          </h2>
          <KeptNotifications copy={copy} />
        </section>
      )
  }
}

type Loaded =
  { state: 'loading' } | { state: 'loaded'; copy: ResidentCopy | null; recalled: ReturnType<typeof recallUser> }

/** The cabinet address the worker sent the resident here from, when it is one of the site's paths. */
function addressFrom(query: ReturnType<typeof useRouter>['query']): string | null {
  const raw = query[OFFLINE_CABINET_ADDRESS]
  return typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : null
}

/**
 * A cabinet page without a connection (docs/decisions/0047-resident-data-offline.md): the service
 * worker sends any cabinet address it cannot reach to this page, naming the address, and the page
 * shows that address's part of the resident's copy kept on the device (lib/offline/residentCopy.ts),
 * with the time it was saved; or, when this device keeps nothing of the resident signed in, says
 * so. The page is built once, without an address: until hydration and the router know it, it
 * shows the cabinet's heading and «Загрузка…», as the built HTML does.
 */
export function OfflineCabinet({ now = () => new Date() }: { now?: () => Date }) {
  const { query, isReady } = useRouter()
  const hydrated = useHydrated()
  const { user, status } = useSession()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    let cancelled = false
    void readResidentCopy().then((copy) => {
      if (!cancelled) setLoaded({ state: 'loaded', copy, recalled: recallUser() })
    })
    return () => {
      cancelled = true
    }
  }, [])

  const kept = hydrated && isReady && loaded.state === 'loaded' ? loaded : null
  const settled = kept !== null
  const address = settled ? addressFrom(query) : null
  const section: OfflineSection = address ? sectionOf(address) : { kind: 'overview' }
  const title = TITLES[section.kind]
  // Only the resident this browser knows as signed in ever sees the copy: the session's, or, while
  // it cannot be asked (the session's own code may not be on the device), the one remembered.
  const resident = !kept || status === 'signedOut' ? null : (user ?? kept.recalled)
  const copy = kept && resident ? copyFor(kept.copy, resident.id) : null

  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      {/* This page may be all there is of the site on the device: it sends the queue when the network is back. */}
      {resident && <OutboxSender />}
      {copy && (
        <p role="status" className={styles.notice}>
          Нет связи. Показано по состоянию на {savedAtText(copy.savedAt, now())}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {address && (
        <p>
          <a href={address}>Открыть страницу заново</a>, когда появится связь.
        </p>
      )}
      {!settled ? (
        <p className={styles.empty} aria-busy="true">
          Загрузка…
        </p>
      ) : copy ? (
        <>
          <SectionBody section={section} copy={copy} />
          <nav aria-label="Сохранено на устройстве" className={styles.nav}>
            <h2 className={styles.subtitle}>Сохранено на устройстве</h2>
            <ul className={styles.navList}>
              {KEPT_LISTS.map((list) => (
                <li key={list.href}>
                  <a href={list.href}>{list.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <div role="alert" className={styles.empty}>
          <p>Нет связи, а на этом устройстве нет сохранённых данных кабинета.</p>
          <p>
            Они сохраняются, когда вы открываете сайт со связью, войдя в кабинет. Страницы сайта, которые вы открывали,
            доступны и без связи.
          </p>
          <Link href="/">На главную</Link>
        </div>
      )}
    </div>
  )
}
