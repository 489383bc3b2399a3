import { useEffect, useId, useRef, useState } from 'react'
import { Form } from 'react-final-form'

import type { CarItem_CarFragment } from '@/lib/__generated__/gql/graphql'
import { makeValidate } from '@/lib/validation/makeValidate'
import { carNameSchema } from '@/lib/validation/cars'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { FormErrorSummary } from '@/components/ui/ErrorSummary'
import { TextField } from '@/components/ui/Field'
import { useRemoveCarMutation } from '@/components/cars/hooks/useRemoveCarMutation'
import { useUpdateCarMutation } from '@/components/cars/hooks/useUpdateCarMutation'
import styles from './CarItem.module.css'

export { CarItem_car } from './fragments'

const validateName = makeValidate(carNameSchema)
const NAME_LABEL = { name: 'Название' }

export const permitText = (car: Pick<CarItem_CarFragment, 'permitEndDate'>) =>
  car.permitEndDate ? `Разрешение действует до ${car.permitEndDate}` : 'Нет действующего разрешения'

function RenameForm({ car, onDone }: { car: CarItem_CarFragment; onDone: () => void }) {
  const { updateCar } = useUpdateCarMutation()
  return (
    <Form<{ name: string }>
      validate={validateName}
      initialValues={{ name: car.name }}
      onSubmit={async ({ name }) => {
        const outcome = await updateCar(car.plate, name)
        if (outcome.ok) onDone()
        // Refused or unreachable, the form stays open with the name typed; the toast says why.
        return outcome.ok ? undefined : outcome.errors
      }}
      render={({ handleSubmit, submitting }) => (
        <form
          noValidate
          className={styles.rename}
          aria-label={`Название автомобиля ${car.plateDisplay}`}
          onSubmit={(event) => void handleSubmit(event)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone()
          }}
        >
          <FormErrorSummary labels={NAME_LABEL} />
          <TextField name="name" label="Название" autoFocus autoComplete="off" />
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={submitting}>
              Сохранить
            </Button>
            <Button size="sm" theme="ghost" onClick={onDone}>
              Отмена
            </Button>
          </div>
        </form>
      )}
    />
  )
}

function RemoveConfirm({ car, onCancel }: { car: CarItem_CarFragment; onCancel: () => void }) {
  const { removeCar, loading } = useRemoveCarMutation()
  const titleId = useId()
  return (
    <Dialog role="alertdialog" labelledBy={titleId} className={styles.confirm} onClose={onCancel}>
      <p id={titleId} className={styles.confirmTitle}>
        Удалить автомобиль {car.plateDisplay}?
      </p>
      <p className={styles.muted}>Выданное разрешение продолжит действовать.</p>
      <div className={styles.actions}>
        <Button size="sm" loading={loading} onClick={() => void removeCar(car.plate)}>
          Удалить
        </Button>
        <Button size="sm" theme="ghost" onClick={onCancel} data-autofocus>
          Отмена
        </Button>
      </div>
    </Dialog>
  )
}

/** One car of "Мой транспорт": plate, name, permit date; rename in place, remove after confirmation. */
export function CarItem({ car }: { car: CarItem_CarFragment }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view')
  const actionsRef = useRef<HTMLDivElement>(null)
  const previous = useRef(mode)
  // Back from a form or the dialog, focus returns to the button that opened it.
  useEffect(() => {
    if (mode === 'view' && previous.current !== 'view') {
      const buttons = actionsRef.current?.querySelectorAll('button')
      buttons?.[previous.current === 'rename' ? 0 : 1]?.focus()
    }
    previous.current = mode
  }, [mode])

  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <p className={styles.plate} lang="ru">
          {car.plateDisplay}
        </p>
        <p className={styles.name}>{car.name}</p>
        <p className={car.permitEndDate ? styles.permit : styles.muted}>{permitText(car)}</p>
      </div>
      {mode === 'rename' && <RenameForm car={car} onDone={() => setMode('view')} />}
      {mode === 'remove' && <RemoveConfirm car={car} onCancel={() => setMode('view')} />}
      {/* Under the removal's dialog the buttons stay: closing it gives focus back to «Удалить». */}
      {mode !== 'rename' && (
        <div className={styles.actions} ref={actionsRef}>
          <Button
            size="sm"
            theme="secondary"
            onClick={() => setMode('rename')}
            aria-label={`Переименовать ${car.plateDisplay}`}
          >
            Переименовать
          </Button>
          <Button size="sm" theme="ghost" onClick={() => setMode('remove')} aria-label={`Удалить ${car.plateDisplay}`}>
            Удалить
          </Button>
        </div>
      )}
    </li>
  )
}
