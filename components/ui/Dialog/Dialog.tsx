import { useRef, type ReactNode } from 'react'

import { useBackCloses } from '@/lib/history/useBackCloses'
import { useModalDialog } from './useModalDialog'
import styles from './Dialog.module.css'

export interface DialogProps {
  /** `alertdialog` for a confirmation that asks before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog'
  /** The ids of the dialog's name and description inside it. */
  labelledBy: string
  describedBy?: string
  className?: string
  /** Escape, Back and the dialog's own buttons close it; the owner unmounts it. */
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog on HTML's `<dialog>` (./useModalDialog.ts), open while mounted, that Back closes on a
 * phone (lib/history/useBackCloses.ts). Mark the control focus should start on with `data-autofocus`.
 */
export function Dialog({ role = 'dialog', labelledBy, describedBy, className, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useModalDialog(ref, onClose)
  useBackCloses(true, onClose)
  return (
    <dialog
      ref={ref}
      // The element is a dialog already; an alert dialog says so.
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
    >
      {children}
    </dialog>
  )
}
