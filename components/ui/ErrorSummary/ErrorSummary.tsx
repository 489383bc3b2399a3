import { useEffect, useId, useRef, type MouseEvent } from 'react'

import styles from './ErrorSummary.module.css'

export const ERROR_SUMMARY_TITLE = 'Исправьте ошибки'

export interface SummaryError {
  /** The form field's name: the link focuses the control of that name in the summary's form. */
  field: string
  /** What the resident reads: the field's label and its message. */
  label: string
  message: string
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[]
  /**
   * Bumped after every refused submit: the summary then takes focus, so on a phone the resident
   * lands on the list of what to fix instead of staying on the button below the fold.
   */
  focusKey: number
  /** Where to look for the fields when the summary is not inside their form (the booking widget's buttons). */
  scope?: () => HTMLElement | null
}

/** The control a summary link leads to: the named input (the first radio of a group), or an element with that id. */
export function findField(root: ParentNode, field: string): HTMLElement | null {
  const quoted = `"${field.replace(/["\\]/g, '\\$&')}"`
  return (
    root.querySelector<HTMLElement>(`[name=${quoted}]:not([type="hidden"]):not([disabled])`) ??
    root.querySelector<HTMLElement>(`[id=${quoted}]`)
  )
}

/** Focus on the summary, scrolled to the top of the screen: a phone shows the list, not the button. */
export function focusSummary(box: HTMLElement) {
  box.focus()
  box.scrollIntoView?.({ block: 'start' })
}

/**
 * The error summary of a form (the pattern of gov.uk and Госуслуги): a box at the top of the form,
 * titled «Исправьте ошибки», listing each invalid field as a link that focuses it. It takes focus
 * after a refused submit (tabIndex -1), which also makes screen readers read it out.
 */
export function ErrorSummary({ errors, focusKey, scope }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const shown = errors.length > 0

  useEffect(() => {
    if (focusKey > 0 && shown && box.current) focusSummary(box.current)
    // Only a new refused submit moves focus; errors changing as the resident types must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey])

  if (!shown) return null

  const jump = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const root = scope?.() ?? box.current?.closest('form') ?? document
    const target = findField(root, field)
    if (!target) return
    event.preventDefault()
    target.focus()
    // The label sits above the field: show both, as the browser does for a fragment link.
    ;(target.closest('fieldset') ?? target.parentElement ?? target).scrollIntoView?.({ block: 'start' })
  }

  return (
    <div ref={box} tabIndex={-1} className={styles.summary} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`} onClick={(event) => jump(event, error.field)}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
