import { useCallback, useEffect, useRef, useState } from 'react'

import { APPEAL_MAX_PHOTOS, APPEAL_MESSAGES } from '@anapa/shared/appeals/appealSchema'
import { MAX_SCAN_BYTES } from '@anapa/shared/statements/scans'
import { detectScanType, MAGIC_BYTES_NEEDED } from '@anapa/shared/uploads/magicBytes'
import { NETWORK_ERROR_MESSAGE } from '@/lib/apollo/serverErrors'
import type { AppealDraftPhoto } from '@/lib/appeals/draft'
import { APPEAL_PHOTO_UPLOAD_URL, appealPhotoSrc } from '@/lib/appeals/photoRoutes'
import { notify } from '@/lib/notify'
import type { QueuedPhoto } from '@/lib/offline/outbox'
import { sendFile } from '@/lib/uploads/sendScan'

/** The contract's refusals for a photo (docs/api/openapi.yaml POST /v1/appeals/photos), checked before sending too. */
export const PHOTO_MESSAGES = {
  badType: 'Допустимы фотографии JPEG или PNG',
  tooLarge: 'Файл больше 10 МБ',
  empty: 'Файл пустой',
  tooMany: APPEAL_MESSAGES.photos,
} as const

export type AppealPhotoItem = {
  key: string
  name: string
  /** What the thumbnail shows: the local file while it uploads, the stored photo after a reload. */
  preview: string
  file: File | null
} & (
  | { status: 'uploading'; progress: number }
  | { status: 'done'; id: string }
  | { status: 'failed'; message: string }
  // No connection: the file stays here, and goes with the appeal once there is one (lib/offline/outbox.ts).
  | { status: 'waiting' }
)

function readHead(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer))
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/** The CMS's photo rules, checked before a byte is sent: a PDF or a 20 MB file fails at once. */
export async function localPhotoProblem(file: File): Promise<string | null> {
  if (file.size === 0) return PHOTO_MESSAGES.empty
  if (file.size > MAX_SCAN_BYTES) return PHOTO_MESSAGES.tooLarge
  const type = detectScanType(await readHead(file.slice(0, MAGIC_BYTES_NEEDED)))
  return type === 'image/jpeg' || type === 'image/png' ? null : PHOTO_MESSAGES.badType
}

/**
 * The photos an appeal queued without a connection takes with it, in the order chosen: the uploaded
 * ones by id, the ones that waited for a connection as files. Failed and uploading ones do not go.
 */
export const photosForQueue = (items: readonly AppealPhotoItem[]): QueuedPhoto[] =>
  items.flatMap((i): QueuedPhoto[] => {
    if (i.status === 'done') return [{ id: i.id, name: i.name }]
    if (i.status === 'waiting' && i.file) return [{ file: i.file, name: i.name }]
    return []
  })

let counter = 0
const nextKey = () => `photo-${(counter += 1)}`

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')

/**
 * Up to five photos of a new appeal, each uploaded through the streaming route as soon as it is
 * chosen, with progress, remove and retry. `restored` are the uploaded photos of a draft.
 * `onChange` gets the ids of the uploaded ones, in order, whenever they change.
 */
export function useAppealPhotos(restored: readonly AppealDraftPhoto[], onChange: (photos: AppealDraftPhoto[]) => void) {
  const [items, setItems] = useState<AppealPhotoItem[]>(() =>
    restored.map((p) => ({
      key: nextKey(),
      name: p.name,
      preview: appealPhotoSrc(p.id),
      file: null,
      status: 'done',
      id: p.id,
    })),
  )
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    onChangeRef.current(items.flatMap((i) => (i.status === 'done' ? [{ id: i.id, name: i.name }] : [])))
  }, [items])

  const patch = (key: string, next: Partial<AppealPhotoItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? ({ ...i, ...next } as AppealPhotoItem) : i)))

  const upload = useCallback(async (key: string, file: File) => {
    const problem = await localPhotoProblem(file)
    if (problem) {
      patch(key, { status: 'failed', message: problem })
      notify.serverError(problem)
      return
    }
    patch(key, { status: 'uploading', progress: 0 })
    const result = await sendFile(APPEAL_PHOTO_UPLOAD_URL, file, (progress) =>
      patch(key, { status: 'uploading', progress }),
    )
    if (result.ok) {
      patch(key, { status: 'done', id: result.data.id })
      return
    }
    if (result.status === 0 && !navigator.onLine) {
      patch(key, { status: 'waiting' })
      return
    }
    const message = result.fields?.file ?? result.message ?? NETWORK_ERROR_MESSAGE
    patch(key, { status: 'failed', message })
    notify.serverError(message)
  }, [])

  const add = useCallback(
    (files: readonly File[]) => {
      const room = APPEAL_MAX_PHOTOS - items.length
      if (files.length > room) notify.serverError(PHOTO_MESSAGES.tooMany)
      const added = files.slice(0, Math.max(0, room)).map((file): AppealPhotoItem => ({
        key: nextKey(),
        name: file.name,
        preview: objectUrl(file),
        file,
        status: 'uploading',
        progress: 0,
      }))
      if (added.length === 0) return
      setItems((list) => [...list, ...added])
      for (const item of added) void upload(item.key, item.file!)
    },
    [items.length, upload],
  )

  const remove = useCallback((key: string) => {
    setItems((list) => {
      const gone = list.find((i) => i.key === key)
      if (gone?.file && gone.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(gone.preview)
      return list.filter((i) => i.key !== key)
    })
  }, [])

  const retry = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key)
      if (item?.file) void upload(key, item.file)
    },
    [items, upload],
  )

  // The connection is back: the photos that waited for it go now.
  useEffect(() => {
    const resume = () => {
      for (const item of items) if (item.status === 'waiting' && item.file) void upload(item.key, item.file)
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [items, upload])

  /** Forgets every photo (after the appeal is filed). */
  const reset = useCallback(() => setItems([]), [])

  const busy = items.some((i) => i.status === 'uploading')
  return { items, add, remove, retry, reset, busy }
}
