import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'

import { useBackCloses } from '@/lib/history/useBackCloses'
import { useModalDialog } from '@/components/ui/Dialog'
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
  /**
   * Whether Back closes the panel through its own history entry. The auth drawer's owner keeps that
   * entry itself (components/layout/AccountPanels/AccountPanels.tsx), sign-in and return included.
   */
  backCloses?: boolean
  children: ReactNode
}

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A click on the dimmed page around the panel: the `<dialog>` gets it, outside its own box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>, onClose: () => void) {
  if (event.target !== event.currentTarget) return
  const box = event.currentTarget.getBoundingClientRect()
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
  if (!inside) onClose()
}

/**
 * A modal panel on the right (full screen below 768 px): a modal `<dialog>` (components/ui/Dialog),
 * named by its heading, with the page behind it inert. Focus moves to the first field (or control)
 * inside and stays inside; Escape, Back on a phone, the close button and the backdrop close it. The
 * opener puts focus back where it came from.
 */
export function SidePanel({
  title,
  onClose,
  closeLabel = 'Закрыть',
  contentKey,
  description,
  backCloses = true,
  children,
}: SidePanelProps) {
  const titleId = useId()
  const descriptionId = useId()
  const panelRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  useModalDialog(panelRef, onClose)
  useBackCloses(backCloses, onClose)

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
    <dialog
      ref={panelRef}
      className={styles.panel}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onClick={(event) => onBackdrop(event, onClose)}
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
    </dialog>
  )
}
