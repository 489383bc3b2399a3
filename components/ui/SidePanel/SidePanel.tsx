import { useEffect, useId, useRef, type ReactNode } from 'react'

import { FOCUSABLE, handleModalKeyDown } from '@/lib/a11y/modalKeys'
import { Icon } from '@/components/ui/Icon'
import styles from './SidePanel.module.css'

export interface SidePanelProps {
  /** The dialog's name and visible heading. */
  title: string
  onClose: () => void
  closeLabel?: string
  /** Changes when the panel shows other content; focus then moves to it, as on opening. */
  contentKey?: string
  /** Why the panel opened, under its heading; the dialog is described by it. */
  description?: string | null
  children: ReactNode
}

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'

/**
 * A modal panel on the right (full screen below 768 px): role dialog with aria-modal, named by its
 * heading. Focus moves to the first field (or control) inside and stays inside; Escape, the close
 * button and the backdrop close it. The opener puts focus back where it came from.
 */
export function SidePanel({
  title,
  onClose,
  closeLabel = 'Закрыть',
  contentKey,
  description,
  children,
}: SidePanelProps) {
  const titleId = useId()
  const descriptionId = useId()
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

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => handleModalKeyDown(event, panelRef.current, onClose)}
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
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  )
}
