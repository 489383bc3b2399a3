import { useEffect, useId, useState } from 'react'
import { Form, useField } from 'react-final-form'

import { formatPlate, normalisePlate } from '@anapa/shared/cars/plate'
import type { CarItem_CarFragment } from '@/lib/__generated__/gql/graphql'
import { makeValidate } from '@/lib/validation/makeValidate'
import { carSchema } from '@/lib/validation/cars'
import { TextField } from '@/components/ui/Field'
import { Button } from '@/components/ui/Button'
import { FormErrorSummary } from '@/components/ui/ErrorSummary'
import { useAddCarMutation, type CarValues } from '@/components/cars/hooks/useAddCarMutation'
import { useCarCheckQuery, type CarCheck } from '@/components/cars/hooks/useCarCheckQuery'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './CarForm.module.css'

const validate = makeValidate(carSchema)
const LABELS = { plate: 'Госномер', name: 'Название' }

/** A plate is as long as А123ВС23 at least; before that, typing is not yet a mistake. */
const PLATE_MIN_LENGTH = 8
const CHECK_DELAY_MS = 400

function checkText(check: CarCheck): string | null {
  if (check.alreadyAdded) return 'Этот автомобиль уже есть в вашем списке'
  if (check.permitActive && check.permitEndDate) return `Разрешение действует до ${check.permitEndDate}`
  return check.reason ?? null
}

/**
 * The plate, validated as the resident types (shared plate rule): the message appears once the input is
 * long enough to be a plate, the canonical form is shown as soon as it is one, and the plate is checked
 * with the city API (docs/spec.md#7-calls-the-product-makes car/check) after a short pause.
 */
function PlateField() {
  const id = useId()
  const { input, meta } = useField<string>('plate')
  const value = input.value ?? ''
  const canonical = normalisePlate(value)
  const showError =
    meta.error &&
    (meta.submitFailed || meta.touched || (meta.modified && value.replace(/\s/g, '').length >= PLATE_MIN_LENGTH))
  const serverError = meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : null
  const error = showError ? String(meta.error) : serverError
  const { check } = useCarCheckQuery()
  const [checked, setChecked] = useState<{ plate: string; text: string | null } | null>(null)

  useEffect(() => {
    if (!canonical) return
    let cancelled = false
    const timer = setTimeout(() => {
      void check(canonical).then((result) => {
        if (!cancelled && result) setChecked({ plate: canonical, text: checkText(result) })
      })
    }, CHECK_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [canonical, check])

  const note = canonical && checked?.plate === canonical ? checked.text : null
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Госномер
      </label>
      <input
        {...input}
        id={id}
        className={fieldStyles.input}
        placeholder="А123ВС93"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        aria-errormessage={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : (
        <p id={hintId} className={fieldStyles.hint} aria-live="polite">
          {canonical ? `Номер: ${formatPlate(canonical)}` : 'Буквы кириллицей или латиницей, например А123ВС93'}
          {note ? `. ${note}` : ''}
        </p>
      )}
    </div>
  )
}

export interface CarFormProps {
  /** The car as the gateway saved it. */
  onAdded?: (car: CarItem_CarFragment) => void
  onCancel?: () => void
  submitLabel?: string
}

/**
 * Add a car (docs/spec.md#7-calls-the-product-makes car/add): plate and name, validated with the shared rules before
 * any call.
 */
export function CarForm({ onAdded, onCancel, submitLabel = 'Добавить автомобиль' }: CarFormProps) {
  const { addCar } = useAddCarMutation()
  return (
    <Form<CarValues>
      validate={validate}
      onSubmit={async (values, form) => {
        const outcome = await addCar(values)
        if ('errors' in outcome) return outcome.errors
        // The next car starts from an empty form.
        setTimeout(() => form.restart())
        onAdded?.(outcome.car)
        return undefined
      }}
      render={({ handleSubmit, submitting }) => {
        return (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            aria-label="Новый автомобиль"
          >
            <FormErrorSummary labels={LABELS} />
            <PlateField />
            <TextField name="name" label="Название" placeholder="Например, Лада Веста" autoComplete="off" />
            <div className={styles.actions}>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
              {onCancel && (
                <Button theme="ghost" onClick={onCancel}>
                  Отмена
                </Button>
              )}
            </div>
          </form>
        )
      }}
    />
  )
}
