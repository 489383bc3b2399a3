import { useCallback, useState } from 'react'

import { MAX_SCAN_BYTES, SCAN_MESSAGES, type ScanKind } from '@anapa/shared/statements/scans'
import { detectScanType, MAGIC_BYTES_NEEDED } from '@anapa/shared/uploads/magicBytes'
import { NETWORK_ERROR_MESSAGE } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { sendScan, type UploadedScan } from '@/lib/uploads/sendScan'

export type ScanUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; scan: UploadedScan }
  | { status: 'failed'; message: string }

/** The same limits as the CMS, checked before a byte is sent: a 20 MB photo fails at once, not after minutes. */
export async function localScanProblem(file: File): Promise<string | null> {
  if (file.size === 0) return SCAN_MESSAGES.empty
  if (file.size > MAX_SCAN_BYTES) return SCAN_MESSAGES.tooLarge
  const head = await readHead(file.slice(0, MAGIC_BYTES_NEEDED))
  return detectScanType(head) ? null : SCAN_MESSAGES.badType
}

// Blob.arrayBuffer is missing from older Safari (before 14) and jsdom; FileReader reads everywhere.
function readHead(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer))
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/**
 * One scan's upload through the streaming route, with progress. docs/spec.md#8-error-catalogue: a failed upload shows
 * the 'Произошла ошибка' toast; the message stays by the field so the resident can retry.
 */
export function useScanUpload(kind: ScanKind, code: string) {
  const [state, setState] = useState<ScanUploadState>({ status: 'idle' })
  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      const problem = await localScanProblem(file)
      if (problem) {
        setState({ status: 'failed', message: problem })
        notify.serverError(problem)
        return false
      }
      setState({ status: 'uploading', progress: 0 })
      const result = await sendScan({ kind, code, file }, (progress) => setState({ status: 'uploading', progress }))
      if (result.ok) {
        setState({ status: 'done', scan: result.scan })
        return true
      }
      const message = result.fields?.file ?? result.message ?? NETWORK_ERROR_MESSAGE
      setState({ status: 'failed', message })
      notify.serverError(message)
      return false
    },
    [kind, code],
  )
  return { state, upload }
}
