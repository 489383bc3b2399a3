import { useEffect, useRef } from 'react'
import { Icon } from '@/components/ui/Icon'
import { useModalDialog } from '@/components/ui/Dialog'
import { BUSINESS_LINK, HEADER_MENUS, SUPPORT_EMAIL } from '@/lib/routes'
import { BREAKPOINTS } from '@/lib/constants'
import { useBackCloses } from '@/lib/history/useBackCloses'
import { NavGroupList } from '@/components/layout/NavGroupList'
import { NavItemLink } from '@/components/layout/NavItemLink'
import styles from './MenuSheet.module.css'

interface MenuSheetProps {
  id: string
  onClose: () => void
}

/**
 * The full-screen menu of the bottom bar: a modal `<dialog>` (components/ui/Dialog) that keeps focus
 * inside until it closes, and that Back on the phone closes. A section it opens replaces the sheet's
 * history entry, so Back from there returns to the page the menu was opened on.
 */
export function MenuSheet({ id, onClose }: MenuSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  useModalDialog(dialogRef, onClose)
  const { forget } = useBackCloses(true, onClose)
  // Whether the link just clicked stays in this tab (an off-site one opens a new tab: the sheet's
  // entry must then go back as on any other close).
  const inTab = useRef(false)
  const onNavigate = () => {
    if (inTab.current) forget()
    onClose()
  }

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
    <dialog ref={dialogRef} id={id} className={styles.sheet} aria-modal="true" aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          Меню
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label="Закрыть меню" onClick={onClose}>
          <Icon name="close" size="lg" />
        </button>
      </div>
      <nav
        aria-label="Разделы сайта"
        className={styles.body}
        onClickCapture={(event) => {
          const link = event.target instanceof Element ? event.target.closest('a') : null
          inTab.current = Boolean(link && !link.target && link.getAttribute('href')?.startsWith('/'))
        }}
      >
        <NavGroupList groups={HEADER_MENUS} headingLevel="h3" onNavigate={onNavigate} replace />
        <ul role="list" className={styles.extra}>
          <li>
            <NavItemLink link={BUSINESS_LINK} className={styles.extraLink} onClick={onNavigate} replace />
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.extraLink}>
              <Icon name="mail" />
              Помощь
            </a>
          </li>
        </ul>
      </nav>
    </dialog>
  )
}
