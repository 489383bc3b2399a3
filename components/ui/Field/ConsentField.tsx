import { useId, type ChangeEvent, type FocusEvent } from 'react'
import { useField } from 'react-final-form'

import { CONSENT_FIELD, CONSENT_LABEL } from '@anapa/shared/privacy/consent'
import { PRIVACY_POLICY_PATH } from '@anapa/shared/privacy/policy'
import { fieldError } from './TextField'
import styles from './Field.module.css'
import consentStyles from './ConsentField.module.css'

export interface ConsentCheckboxProps {
  name?: string
  checked: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void
  /** The message to show under the box, if any. */
  error?: string
}

/**
 * Consent to the processing of personal data (Federal Law 152-FZ): an unticked box the resident
 * ticks themselves, with the policy one tap away. The policy opens in a new tab, so what the
 * resident has typed in the form stays where it was. The forms' own rule
 * (@anapa/shared/privacy/consent) refuses the submit without it; the server refuses it again.
 */
export function ConsentCheckbox({
  name = CONSENT_FIELD,
  checked,
  onChange,
  onBlur,
  onFocus,
  error,
}: ConsentCheckboxProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.field}>
      <div className={consentStyles.row}>
        <input
          name={name}
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          id={id}
          type="checkbox"
          className={consentStyles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-errormessage={errorId}
        />
        <label htmlFor={id} className={consentStyles.label}>
          {CONSENT_LABEL.before}
          <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
            {CONSENT_LABEL.link}
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The consent box bound to the surrounding react-final-form form, as field `consent`. */
export function ConsentField({ name = CONSENT_FIELD }: { name?: string }) {
  const { input, meta } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' })
  return (
    <ConsentCheckbox
      name={input.name}
      checked={input.checked ?? false}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={fieldError(meta)}
    />
  )
}
