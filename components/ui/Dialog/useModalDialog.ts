import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

import { liftToasts } from './toastLayer'

/**
 * Shows `dialog` as a modal `<dialog>` while the component is mounted (HTML's `showModal()`): the browser
 * moves focus into it, keeps Tab inside and makes the rest of the page inert, and Escape fires `cancel`,
 * which closes it through `onClose` so the component's own state decides. Focus starts on the element
 * marked `data-autofocus` (a confirmation's safe choice), else where the browser puts it (the first
 * focusable element). The toasts move in with it (./toastLayer.ts).
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })

  // A layout effect: the dialog is shown in the same frame it is drawn, and shown before the
  // components inside it move focus from their own effects.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const lower = liftToasts(element)
    const onCancel = (event: Event) => {
      event.preventDefault()
      latest.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      lower()
      if (element.open) element.close()
    }
  }, [dialog])
}
