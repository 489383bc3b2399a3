import { Link } from '@/components/ui/Link'
import { useCallback, useRef, useState } from 'react'
import { Icon } from '@/components/ui/Icon'
import { FAVOURITES_HREF, SUPPORT_EMAIL } from '@/lib/routes'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { useFavorites } from '@/components/favorites/FavoritesContext'
import { HeaderMenus } from './HeaderMenus'
import { useHideOnScroll } from './useHideOnScroll'
import { clientOnly } from '@/lib/hooks/clientOnly'
import styles from './Header.module.css'

export interface HeaderProps {
  /**
   * Favourites and the bell exist only for signed-in visitors (docs/spec.md#2-screens-and-routes,
   * #6-roles-and-permissions).
   */
  signedIn?: boolean
}

// The panel, with Apollo, loads on the first click of the search button
// (docs/decisions/0025-a-phones-first-load.md).
const SearchPanel = clientOnly(() => import('@/components/search/SearchPanel/SearchPanel').then((m) => m.default))

/** Until the bell's module (Apollo, its count) arrives: the same button, already opening the panel. */
function BellPlaceholder() {
  const { openNotifications } = useAccountPanels()
  return (
    <button type="button" className={styles.action} aria-label="Уведомления" onClick={() => openNotifications()}>
      <Icon name="bell" />
    </button>
  )
}

// The bell and its count load after hydration, so Apollo stays out of every page's first-load JS
// (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
const Bell = clientOnly(
  () => import('@/components/notifications/Bell/Bell').then((m) => m.default),
  () => <BellPlaceholder />,
)

export function Header({ signedIn = false }: HeaderProps) {
  const hidden = useHideOnScroll()
  const { openAccount, openPanel, profileButtonRef } = useAccountPanels()
  // Known after hydration, once the resident's favourites have loaded.
  const favoritesCount = useFavorites().keys?.size ?? null
  const [searchOpen, setSearchOpen] = useState(false)
  const searchButtonRef = useRef<HTMLButtonElement>(null)
  const closeSearch = useCallback(() => {
    setSearchOpen(false)
    searchButtonRef.current?.focus()
  }, [])

  return (
    <header className={styles.header} data-hidden={hidden || undefined}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="Анапа — на главную">
          <Icon name="logo" size="lg" className={styles.logoMark} />
          <span aria-hidden="true">Анапа</span>
        </Link>

        <HeaderMenus />

        <div className={styles.actions}>
          <button
            ref={searchButtonRef}
            type="button"
            className={styles.action}
            aria-label="Поиск"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Icon name="search" />
          </button>
          {signedIn && (
            <>
              <Link
                href={FAVOURITES_HREF}
                className={`${styles.action} ${styles.counted}`}
                aria-label={favoritesCount ? `Избранное: ${favoritesCount}` : 'Избранное'}
              >
                <Icon name="heart" />
                {favoritesCount ? (
                  <span className={styles.count} aria-hidden="true">
                    {favoritesCount}
                  </span>
                ) : null}
              </Link>
              <Bell className={styles.action} />
            </>
          )}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.help} title={SUPPORT_EMAIL}>
            <Icon name="mail" />
            <span className={styles.helpText}>Помощь</span>
          </a>
          {/* Signed out the auth drawer, signed in the profile card (docs/spec.md#6-roles-and-permissions). */}
          <button
            ref={profileButtonRef}
            type="button"
            className={styles.action}
            aria-label="Профиль"
            aria-haspopup="dialog"
            aria-expanded={openPanel !== null}
            onClick={openAccount}
          >
            <Icon name="user" />
          </button>
        </div>
      </div>
      {searchOpen ? <SearchPanel onClose={closeSearch} /> : null}
    </header>
  )
}
