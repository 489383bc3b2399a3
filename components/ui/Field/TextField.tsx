import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { useField, type FieldMetaState } from 'react-final-form'

import styles from './Field.module.css'

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id' | 'type'>

export interface TextFieldProps extends NativeInputProps {
  name: string
  label: string
  type?: 'text' | 'password' | 'tel' | 'email'
  /** A short note under the field, read out with it. */
  hint?: string
  /** Turns what was typed into the stored value (a mask, for one). */
  parse?: (value: string) => string
  /**
   * Where the caret belongs in `parse(raw)` when an edit left it at `caret` in `raw`. Without it, a mask that
   * rewrites the value mid-field sends the caret to the end (React writes the new value into the input).
   */
  caret?: (raw: string, caret: number) => number
}

type PendingCaret = { value: string; at: number }

/**
 * Puts the caret where `pending` says once the input shows the value it was meant for, and only while the input
 * has focus (selection is not ours to move otherwise).
 */
function placeCaret(input: HTMLInputElement | null, pending: PendingCaret | null): void {
  if (!input || !pending || input.value !== pending.value || input.ownerDocument.activeElement !== input) return
  input.setSelectionRange(pending.at, pending.at)
}

/**
 * The message a field shows: its own first failing rule (docs/spec.md#5-validation-rules), or, until the value changes,
 * the server's answer for it (docs/architecture.md#5-forms-and-validation). Nothing before the field is edited and
 * left, or the form submitted.
 */
export function fieldError(meta: FieldMetaState): string | undefined {
  // A field only passed through (the drawer focuses the first one) says nothing until submit:
  // an error appearing on blur would shift the links under the pointer mid-click.
  if (!meta.submitFailed && !(meta.touched && meta.modified)) return undefined
  if (meta.error) return String(meta.error)
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError)
  return undefined
}

const keep = (value: string) => value

/** A labelled text input bound to the surrounding react-final-form form. */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  parse = keep,
  caret,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId()
  const { input, meta } = useField<string, HTMLInputElement>(name, { parse })
  const element = useRef<HTMLInputElement>(null)
  const pending = useRef<PendingCaret | null>(null)

  // After the render that wrote the parsed value into the input. An edit that leaves the parsed value as it was
  // renders nothing, but React still writes the old value back: the microtask in onChange covers that one.
  useLayoutEffect(() => {
    placeCaret(element.current, pending.current)
    pending.current = null
  })

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget
    const at = target.selectionStart
    // Typing at the end needs nothing: the caret is already where the value ends.
    const mid = caret && at !== null && at < target.value.length
    const next = mid ? { value: parse(target.value), at: caret(target.value, at) } : null
    pending.current = next
    input.onChange(event)
    if (next) queueMicrotask(() => placeCaret(element.current, next))
  }
  const error = fieldError(meta)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  // WCAG 3.3.8 Accessible Authentication: a password can be shown to check what was typed.
  const [shown, setShown] = useState(false)

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        {...input}
        ref={element}
        onChange={onChange}
        value={input.value ?? ''}
        id={id}
        type={type === 'password' && shown ? 'text' : type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-errormessage={errorId}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {type === 'password' && (
        <button
          type="button"
          className={styles.reveal}
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          Показать пароль
        </button>
      )}
    </div>
  )
}
