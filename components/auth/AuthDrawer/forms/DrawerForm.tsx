import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form'
import { useEffect, type ReactNode } from 'react'
import { Form, useFormState } from 'react-final-form'

import { Button } from '@/components/ui/Button'
import { FormErrorSummary } from '@/components/ui/ErrorSummary'
import { dismissErrorToasts } from '@/lib/notify'
import styles from './forms.module.css'

export interface DrawerFormProps<V extends object> {
  validate: (values: Partial<V>) => ValidationErrors
  /** Resolves to submission errors (final-form shows them on the fields) or undefined on success. */
  onSubmit: (values: V) => Promise<SubmissionErrors>
  initialValues?: Partial<V>
  submitLabel: string
  children: ReactNode
  /** Links and secondary actions under the submit button. */
  footer?: ReactNode
  /** Empty the form after a successful submit: passwords must not stay typed in. */
  resetOnSuccess?: boolean
  /**
   * The fields' labels: the form opens with an error summary that takes focus after a refused
   * submit (the cabinet's forms). Without it, focus goes to the first invalid field (the drawer).
   */
  summaryLabels?: Readonly<Record<string, string>>
}

/** Errors the server gave for no field of this form. */
function FormError() {
  const { submitError } = useFormState({ subscription: { submitError: true } })
  if (!submitError) return null
  return (
    <p role="alert" className={styles.alert}>
      {String(submitError)}
    </p>
  )
}

/** After a refused submit, the first invalid field gets focus (once React has marked it). */
function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => {
    if (!form.isConnected || form.contains(document.activeElement) === false) return
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, 0)
}

/**
 * One form of the drawer: the schema of docs/spec.md#5-validation-rules validates every field before anything is sent
 * (the first failing rule wins, and a failure makes no call), then the mutation hook's answer comes back as
 * submission errors.
 */
export function DrawerForm<V extends object>({
  validate,
  onSubmit,
  initialValues,
  submitLabel,
  children,
  footer,
  resetOnSuccess = false,
  summaryLabels,
}: DrawerFormProps<V>) {
  // The drawer shows one form at a time: a form's error toasts («Неверный код») go with it, so the
  // next step («Создайте пароль») does not open under a message about the previous one.
  useEffect(() => () => dismissErrorToasts(), [])
  const submit = async (values: V, form: FormApi<V>) => {
    const errors = await onSubmit(values)
    // After final-form has finished this submit; restarting inside it would be overwritten.
    if (!errors && resetOnSuccess) setTimeout(() => form.restart(), 0)
    return errors
  }
  return (
    <Form<V>
      onSubmit={submit}
      validate={validate as (values: V) => ValidationErrors}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            const form = event.currentTarget
            void handleSubmit(event)
            if (!summaryLabels) focusFirstInvalid(form)
          }}
        >
          {summaryLabels && <FormErrorSummary labels={summaryLabels} />}
          {children}
          <FormError />
          <Button type="submit" size="lg" loading={submitting} className={styles.submit}>
            {submitLabel}
          </Button>
          {footer}
        </form>
      )}
    />
  )
}
