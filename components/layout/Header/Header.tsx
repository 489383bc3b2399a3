import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useCallback, useRef, useState } from 'react'
import { Icon } from '@/components/ui/Icon'
import { FAVOURITES_HREF, SUPPORT_EMAIL } from '@/lib/routes'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { useFavorites } from '@/components/favorites/FavoritesContext'
import { HeaderMenus } from './HeaderMenus'
import { useHideOnScroll } from './useHideOnScroll'
import styles from './Header.module.css'

export interface HeaderProps {
  /** Favourites and the bell exist only for signed-in visitors (spec §2, §6). */
  signedIn?: boolean
}

/** Shown on controls whose behaviour a later issue delivers. */
const COMING_SOON = 'Скоро'

// The panel, with Apollo, loads on the first click of the search button (docs/decisions.md).
const SearchPanel = dynamic(() => import('@/components/search/SearchPanel/SearchPanel'), { ssr: false })

export function Header({ signedIn = false }: HeaderProps) {
  const hidden = useHideOnScroll()
  const { openAccount, openPanel, profileButtonRef } = useAccountPanels()
  // Known after hydration, once the resident's favourites have loaded (issue 13).
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
                className={styles.action}
                aria-label={favoritesCount ? `Избранное: ${favoritesCount}` : 'Избранное'}
              >
                <Icon name="heart" />
                {favoritesCount ? (
                  <span className={styles.count} aria-hidden="true">
                    {favoritesCount}
                  </span>
                ) : null}
              </Link>
              <button type="button" className={styles.action} aria-label="Уведомления" title={COMING_SOON} disabled>
                <Icon name="bell" />
              </button>
            </>
          )}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.help} title={SUPPORT_EMAIL}>
            <Icon name="mail" />
            <span className={styles.helpText}>Помощь</span>
          </a>
          {/* Signed out it opens the auth drawer, signed in the profile card (spec §2, §6). */}
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
