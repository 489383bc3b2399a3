import { Link } from '@/components/ui/Link'
import { useRouter } from 'next/router'
import { useCallback, useId, useRef, useState } from 'react'
import { Icon } from '@/components/ui/Icon'
import { BOTTOM_BAR_LINKS, isActivePath } from '@/lib/routes'
import { clientOnly } from '@/lib/hooks/clientOnly'
import styles from './MobileBottomBar.module.css'

// The sheet exists only once opened, so its code loads on demand rather than with every page.
const MenuSheet = clientOnly(() => import('./MenuSheet').then((m) => m.MenuSheet))

/** docs/spec.md#2-screens-and-routes: the phone's primary navigation, shown below 1024 px. */
export function MobileBottomBar() {
  const { asPath } = useRouter()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const sheetId = useId()

  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    menuButtonRef.current?.focus()
  }, [])

  return (
    <div className={styles.wrapper}>
      <nav className={styles.bar} aria-label="Быстрая навигация">
        <ul role="list" className={styles.items}>
          {BOTTOM_BAR_LINKS.map((link) => {
            const active = isActivePath(asPath, link.href)
            return (
              <li key={link.href}>
                <Link href={link.href} className={styles.item} aria-current={active ? 'page' : undefined}>
                  <Icon name={link.icon} size="lg" />
                  <span className={styles.label}>{link.label}</span>
                </Link>
              </li>
            )
          })}
          <li>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.item}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? sheetId : undefined}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size="lg" />
              <span className={styles.label}>Меню</span>
            </button>
          </li>
        </ul>
      </nav>
      {menuOpen && <MenuSheet id={sheetId} onClose={closeMenu} />}
    </div>
  )
}
