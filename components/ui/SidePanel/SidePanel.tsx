import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '../Icon'
import styles from './SidePanel.module.css'

export interface SidePanelProps {
  /** The dialog's name and visible heading. */
  title: string
  onClose: () => void
  closeLabel?: string
  /** Changes when the panel shows other content; focus then moves to it, as on opening. */
  contentKey?: string
  children: ReactNode
}

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'
const FOCUSABLE = `a[href], button:not([disabled]), ${FIELDS}, [tabindex]:not([tabindex="-1"])`

/**
 * A modal panel on the right (full screen below 768 px): role dialog with aria-modal, named by its
 * heading. Focus moves to the first field (or control) inside and stays inside; Escape, the close
 * button and the backdrop close it. The opener puts focus back where it came from.
 */
export function SidePanel({ title, onClose, closeLabel = 'Закрыть', contentKey, children }: SidePanelProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The page underneath must not scroll behind the panel.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  useEffect(() => {
    const body = bodyRef.current
    const target =
      body?.querySelector<HTMLElement>(FIELDS) ?? body?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current
    target?.focus()
  }, [contentKey])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size="lg" />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>
  )
}
