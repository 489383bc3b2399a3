'use client'
import { Button } from '@payloadcms/ui'

import { type BlurRegion, describeRegion } from '@/appeals/blurRegions'
import * as styles from './styles'

type Props = {
  regions: readonly BlurRegion[]
  disabled: boolean
  onSelect: (index: number) => void
  onRemove: (index: number) => void
}

/** The areas in words, each with «Выбрать» (to move it with the keys) and «Удалить область». */
export function RegionList({ regions, disabled, onSelect, onRemove }: Props) {
  if (regions.length === 0) return <p style={styles.hint}>Областей пока нет: фото будет показано целиком.</p>
  return (
    <ol style={styles.list} aria-label="Скрытые области">
      {regions.map((region, index) => (
        <li key={index} style={styles.row}>
          <span>{describeRegion(region, index)}</span>
          <Button buttonStyle="secondary" size="small" onClick={() => onSelect(index)} disabled={disabled}>
            Выбрать
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => onRemove(index)}
            disabled={disabled}
            aria-label={`Удалить область ${index + 1}`}
          >
            Удалить область
          </Button>
        </li>
      ))}
    </ol>
  )
}
