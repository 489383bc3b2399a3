'use client'
import { Button, useConfig, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useId, useMemo, useRef, useState } from 'react'

import {
  blurRegionsError,
  type BlurRegion,
  centredRegion,
  MAX_BLUR_REGIONS,
  toBlurRegions,
} from '@/appeals/blurRegions'
import { BlurCanvas } from './BlurCanvas'
import { RegionList } from './RegionList'
import * as styles from './styles'

/**
 * «Скрыть лица и номера» on an appeal photo (docs/decisions/0056-photo-blur.md): the editor marks
 * the areas the public copy blurs, with the pointer or the keyboard, and sees them blurred over the
 * original. The value is the field's list of rectangles (appeals/blurRegions.ts); the CMS checks it
 * again when the photo is saved.
 */
export const BlurRegionsField: JSONFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError, errorMessage, disabled } = useField<unknown>({ path })
  const filename = useFormFields(([fields]) => fields.filename?.value)
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const regions = useMemo(() => (blurRegionsError(value) === null ? toBlurRegions(value) : []), [value])
  const [selected, setSelected] = useState<{ index: number } | null>(null)
  const select = (index: number) => setSelected({ index })
  const addButton = useRef<HTMLButtonElement | null>(null)
  const hintId = useId()
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const canAdd = !locked && regions.length < MAX_BLUR_REGIONS

  const change = (next: BlurRegion[]) => setValue(next)
  const add = () => {
    change([...regions, centredRegion()])
    select(regions.length)
  }
  const remove = (index: number) => {
    change(regions.filter((_, i) => i !== index))
    setSelected(null)
    addButton.current?.focus()
  }

  return (
    <div style={{ marginBottom: 'var(--spacing-field, 24px)' }}>
      <h3>Скрыть лица и номера</h3>
      <p style={styles.hint}>
        Всем показывается копия фото: отмеченные области на ней размыты так, что лиц и номеров не узнать, а сведения о
        месте съёмки (GPS), телефоне и времени удалены. Автор обращения и редакция видят оригинал.
      </p>
      {showError && errorMessage ? (
        <p role="alert" style={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {typeof filename === 'string' && filename ? (
        <>
          <p id={hintId} style={styles.hint}>
            Обведите лицо или номер мышью, либо нажмите «Добавить область»: стрелки двигают выбранную область, Shift со
            стрелками меняет её размер, Delete удаляет. Размытие здесь примерное, на сайте оно сильнее.
          </p>
          <BlurCanvas
            src={`${api}/appeal-photos/file/${encodeURIComponent(filename)}`}
            regions={regions}
            selected={selected}
            disabled={locked}
            canAdd={canAdd}
            hintId={hintId}
            onChange={change}
            onSelect={select}
            onRemove={remove}
          />
          <div style={{ ...styles.row, marginTop: 12 }}>
            <Button ref={addButton} buttonStyle="secondary" size="small" onClick={add} disabled={!canAdd}>
              Добавить область
            </Button>
            <span style={styles.hint}>
              Областей: {regions.length} из {MAX_BLUR_REGIONS}
            </span>
          </div>
          <RegionList regions={regions} disabled={locked} onSelect={select} onRemove={remove} />
        </>
      ) : (
        <p style={styles.hint}>Сохраните фото, чтобы отметить на нём области.</p>
      )}
    </div>
  )
}
