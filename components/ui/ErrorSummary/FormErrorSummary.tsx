import { useEffect, useRef } from 'react'
import { useForm, useFormState } from 'react-final-form'
import { FORM_ERROR, type FormApi } from 'final-form'

import { ErrorSummary, focusSummary, type SummaryError } from './ErrorSummary'
import styles from './ErrorSummary.module.css'

export interface FormErrorSummaryProps {
  /** The fields' labels as the form shows them; a field without one is listed under its name. */
  labels: Readonly<Record<string, string>>
}

const SUBSCRIPTION = {
  errors: true,
  submitErrors: true,
  submitFailed: true,
  submitting: true,
  dirtyFieldsSinceLastSubmit: true,
} as const

/**
 * What the summary lists after a refused submit: each field's own first failing rule, or the server's
 * answer for it until the field changes (as the field itself shows it, components/ui/Field). Fields
 * in the order the form rendered them, then any error for a field the form has no control for.
 */
export function summaryErrors(form: FormApi, labels: Readonly<Record<string, string>>): SummaryError[] {
  const { errors = {}, submitErrors = {} } = form.getState()
  const names = [...form.getRegisteredFields()]
  for (const name of [...Object.keys(errors), ...Object.keys(submitErrors)]) if (!names.includes(name)) names.push(name)
  const list: SummaryError[] = []
  for (const field of names) {
    // The form-wide error (an outage, a refusal of no field) is the form's own alert, not a field.
    if (field === FORM_ERROR) continue
    const state = form.getFieldState(field)
    const own: unknown = (errors as Record<string, unknown>)[field]
    const server: unknown = (submitErrors as Record<string, unknown>)[field]
    const message = own ? own : server && !state?.dirtySinceLastSubmit ? server : null
    if (typeof message === 'string' && message) list.push({ field, label: labels[field] ?? field, message })
  }
  return list
}

/**
 * The error summary of the react-final-form form around it: put it first inside the form. After
 * every refused submit (the form's own rules or the server's field errors) it takes focus.
 */
export function FormErrorSummary({ labels }: FormErrorSummaryProps) {
  const form = useForm()
  const state = useFormState({ subscription: SUBSCRIPTION })
  const anchor = useRef<HTMLDivElement>(null)
  const pending = useRef(false)
  const errors = state.submitFailed ? summaryErrors(form, labels) : []

  // final-form says that a submit failed, not that another one was tried; the form's submit event
  // does. Its listener only notes the attempt and looks again once React has handled the same event:
  // a browser runs microtasks between listeners, so a state update here would render before
  // final-form had even validated (and a second identical refusal changes no state at all).
  useEffect(() => {
    const element = anchor.current?.closest('form')
    if (!element) return
    const settle = () => {
      // An answer from the server is awaited: the effect below takes over when it comes.
      if (!pending.current || form.getState().submitting) return
      const refused = form.getState().submitFailed && summaryErrors(form, {}).length > 0
      const box = anchor.current?.firstElementChild
      // Refused but not drawn yet (a server's answer renders a little later): the effect below focuses it.
      if (refused && !(box instanceof HTMLElement)) return
      pending.current = false
      if (refused && box instanceof HTMLElement) focusSummary(box)
    }
    const attempt = () => {
      pending.current = true
      setTimeout(settle, 0)
    }
    element.addEventListener('submit', attempt)
    return () => element.removeEventListener('submit', attempt)
  }, [form])

  // The first refusal draws the summary, and a server's answer ends `submitting`: focus then.
  useEffect(() => {
    if (!pending.current || state.submitting || errors.length === 0) return
    pending.current = false
    // The summary is in the DOM by now (effects run after the commit that drew it).
    const box = anchor.current?.firstElementChild
    if (box instanceof HTMLElement) focusSummary(box)
  }, [state.submitting, errors.length])

  return (
    <div ref={anchor} className={styles.anchor}>
      <ErrorSummary errors={errors} focusKey={0} />
    </div>
  )
}
