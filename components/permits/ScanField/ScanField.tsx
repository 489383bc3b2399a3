import { useEffect, useId, useRef, useState } from 'react'

import { SCAN_KIND_LABELS, type ScanKind } from '@anapa/shared/statements/scans'
import { Button } from '@/components/ui/Button'
import { useScanUpload } from '@/components/permits/hooks/useScanUpload'
import styles from './ScanField.module.css'

export interface ScanFieldProps {
  kind: ScanKind
  code: string
  /** A scan the draft already has (from the statement's files), e.g. after a reload. */
  attached: { mimeType: string; size: number } | null
  onUploaded: (kind: ScanKind) => void
  /** The server's 'Загрузите файл' for this kind after a refused submission. */
  error?: string | null
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`
    : `${Math.max(1, Math.round(bytes / 1024))} КБ`

/**
 * One of the four scans (docs/spec.md#3-entities-and-their-fields): choose a JPEG, PNG or PDF, see it, watch the
 * upload, replace it, or retry after a failure with the same file. The input is a real file input, so the keyboard and
 * screen readers work as everywhere else.
 */
export function ScanField({ kind, code, attached, onUploaded, error }: ScanFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { state, upload } = useScanUpload(kind, code)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const previewRef = useRef<string | null>(null)
  // The object URL of the last preview goes when the field does.
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), [])

  const showPreview = (chosen: File) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    const canShow = chosen.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    previewRef.current = canShow ? URL.createObjectURL(chosen) : null
    setPreview(previewRef.current)
  }

  const start = async (chosen: File) => {
    if (chosen !== file) showPreview(chosen)
    setFile(chosen)
    if (await upload(chosen)) onUploaded(kind)
  }

  const label = SCAN_KIND_LABELS[kind]
  const done = state.status === 'done' || (state.status === 'idle' && attached !== null)
  const message = state.status === 'failed' ? state.message : (error ?? null)
  const statusId = `${id}-status`

  return (
    <div className={styles.scan} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing for next/image to optimise
        <img src={preview} alt={`Предпросмотр: ${label}`} className={styles.preview} />
      ) : file ? (
        <p className={styles.fileName}>
          {file.name} · {sizeText(file.size)}
        </p>
      ) : null}
      <p id={statusId} className={styles.status} aria-live="polite">
        {state.status === 'uploading' && `Загрузка: ${Math.round(state.progress * 100)}%`}
        {state.status === 'done' && `Загружено: ${sizeText(state.scan.size)}`}
        {state.status === 'idle' && attached && `Загружено: ${sizeText(attached.size)}`}
      </p>
      {state.status === 'uploading' && (
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(state.progress * 100)}
          aria-label={`Загрузка: ${label}`}
        />
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        className={styles.input}
        // The buttons below open it; one tab stop per action.
        tabIndex={-1}
        aria-describedby={statusId}
        aria-label={label}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (chosen) void start(chosen)
        }}
      />
      <div className={styles.actions}>
        {state.status === 'failed' && file && (
          <Button size="sm" onClick={() => void start(file)}>
            Повторить
          </Button>
        )}
        <Button
          size="sm"
          theme={done ? 'ghost' : 'secondary'}
          disabled={state.status === 'uploading'}
          onClick={() => inputRef.current?.click()}
          aria-label={`${done ? 'Заменить' : 'Выбрать файл'}: ${label}`}
          // The error summary's link for a missing scan leads here (components/ui/ErrorSummary finds by name).
          name={kind}
        >
          {done ? 'Заменить' : 'Выбрать файл'}
        </Button>
      </div>
    </div>
  )
}
