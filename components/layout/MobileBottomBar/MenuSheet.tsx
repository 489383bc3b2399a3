import { useEffect, useRef } from 'react'
import { Icon } from '@/components/ui/Icon'
import { BUSINESS_LINK, HEADER_MENUS, SUPPORT_EMAIL } from '@/lib/routes'
import { handleModalKeyDown } from '@/lib/a11y/modalKeys'
import { BREAKPOINTS } from '@/lib/constants'
import { NavGroupList } from '@/components/layout/NavGroupList'
import { NavItemLink } from '@/components/layout/NavItemLink'
import styles from './MenuSheet.module.css'

interface MenuSheetProps {
  id: string
  onClose: () => void
}

/** The full-screen menu of the bottom bar: a modal dialog that keeps focus inside until it closes. */
export function MenuSheet({ id, onClose }: MenuSheetProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeRef.current?.focus()
    // The page underneath must not scroll behind a full-screen sheet.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    // The sheet belongs to the bottom bar, which disappears at lg; a rotated tablet must not keep a locked page.
    const onResize = () => {
      if (window.innerWidth >= BREAKPOINTS.lg) onClose()
    }
    window.addEventListener('resize', onResize)
    return () => {
      document.body.style.overflow = overflow
      window.removeEventListener('resize', onResize)
    }
  }, [onClose])

  return (
    <div
      ref={dialogRef}
      id={id}
      className={styles.sheet}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => handleModalKeyDown(event, dialogRef.current, onClose)}
    >
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          Меню
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label="Закрыть меню" onClick={onClose}>
          <Icon name="close" size="lg" />
        </button>
      </div>
      <nav aria-label="Разделы сайта" className={styles.body}>
        <NavGroupList groups={HEADER_MENUS} headingLevel="h3" onNavigate={onClose} />
        <ul role="list" className={styles.extra}>
          <li>
            <NavItemLink link={BUSINESS_LINK} className={styles.extraLink} onClick={onClose} />
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.extraLink}>
              <Icon name="mail" />
              Помощь
            </a>
          </li>
        </ul>
      </nav>
    </div>
  )
}
