import type { KeyboardEvent } from 'react'

/** What Tab can reach inside a modal. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The keyboard of a WAI-ARIA modal dialog: Escape closes it, and Tab / Shift+Tab cycle inside
 * `container` instead of leaving for the page underneath. The container itself (focused as a
 * fallback when it holds nothing focusable yet) counts as the place before the first element.
 */
export function handleModalKeyDown(event: KeyboardEvent, container: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation()
    onClose()
    return
  }
  if (event.key !== 'Tab' || !container) return
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
