import { useEffect, useId, useRef, type MutableRefObject } from 'react'

import { APPEAL_MAX_PHOTOS } from '@anapa/shared/appeals/appealSchema'
import type { AppealDraftPhoto } from '@/lib/appeals/draft'
import { useAppealPhotos, type AppealPhotoItem } from '@/components/appeals/hooks/useAppealPhotos'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './AppealPhotoPicker.module.css'

/** A photo chosen without a connection: it stays on the device and goes with the appeal. */
export const PHOTO_WAITS = 'Нет связи: фото отправится вместе с обращением'

function PhotoTile({ item, onRemove, onRetry }: { item: AppealPhotoItem; onRemove: () => void; onRetry: () => void }) {
  return (
    <li className={styles.photo}>
      {/* The progress lies over the picture: a row of its own would move everything below it twice,
          under the resident's finger, as the upload starts and ends. */}
      <div className={styles.thumbBox}>
        {item.preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview or the private photo route; neither goes through the optimiser
          <img src={item.preview} alt={`Фото ${item.name}`} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        {item.status === 'uploading' && (
          <progress
            className={styles.progress}
            max={100}
            value={Math.round(item.progress * 100)}
            aria-label={`Загрузка ${item.name}`}
          />
        )}
      </div>
      <span className={styles.photoName}>{item.name}</span>
      {item.status === 'waiting' && <span className={fieldStyles.hint}>{PHOTO_WAITS}</span>}
      {item.status === 'failed' && (
        <>
          <span role="alert" className={fieldStyles.error}>
            {item.message}
          </span>
          {item.file && (
            <Button size="sm" theme="secondary" onClick={onRetry}>
              Повторить
            </Button>
          )}
        </>
      )}
      <Button size="sm" theme="ghost" onClick={onRemove} aria-label={`Удалить фото ${item.name}`}>
        Удалить
      </Button>
    </li>
  )
}

/**
 * Up to five photos, each uploaded as soon as it is chosen (useAppealPhotos), with a thumbnail,
 * progress, «Повторить» and «Удалить»: the new appeal's photos, and a dispute's.
 */
export function AppealPhotoPicker({
  restored = [],
  onChange,
  onBusyChange,
  itemsRef,
  legend = `Фотографии (до ${APPEAL_MAX_PHOTOS}, JPEG или PNG, до 10 МБ)`,
}: {
  restored?: readonly AppealDraftPhoto[]
  onChange: (photos: AppealDraftPhoto[]) => void
  onBusyChange: (busy: boolean) => void
  /** Where a form reads the photos as they are, to queue them with an appeal sent offline. */
  itemsRef?: MutableRefObject<readonly AppealPhotoItem[]>
  legend?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const { items, add, remove, retry, busy } = useAppealPhotos(restored, onChange)
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  useEffect(() => {
    if (itemsRef) itemsRef.current = items
  }, [items, itemsRef])
  return (
    <fieldset className={styles.fieldset} id="photo_ids" tabIndex={-1}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {items.length > 0 && (
        <ul className={styles.photos} aria-label="Выбранные фотографии">
          {items.map((item) => (
            <PhotoTile key={item.key} item={item} onRemove={() => remove(item.key)} onRetry={() => retry(item.key)} />
          ))}
        </ul>
      )}
      {items.length < APPEAL_MAX_PHOTOS && (
        <>
          <label htmlFor={inputId} className={styles.addPhoto}>
            Добавить фото
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            multiple
            className={styles.fileInput}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? [])
              event.currentTarget.value = ''
              add(files)
            }}
          />
        </>
      )}
    </fieldset>
  )
}
