import type { ScanKind } from '@anapa/shared/statements/scans'

export type UploadedScan = { id: string; kind: ScanKind; mime_type: string; size: number }
export type SendScanResult =
  | { ok: true; scan: UploadedScan }
  | { ok: false; status: number; message: string | null; fields: Record<string, string> | null }

/** What the streaming route answered for one file: the contract's `data`, or its refusal. */
export type SendFileResult =
  | { ok: true; data: Record<string, unknown> & { id: string } }
  | { ok: false; status: number; message: string | null; fields: Record<string, string> | null }

/**
 * One file to the site's streaming route (pages/api/uploads/[kind]) as multipart/form-data. XHR rather
 * than fetch: only XHR reports upload progress. The HttpOnly cookie goes with it (same origin).
 */
export function sendFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<SendFileResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as { data?: Record<string, unknown> } | null
      const data = body?.data
      if (xhr.status === 200 && data && typeof data.id !== 'undefined') {
        resolve({ ok: true, data: { ...data, id: String(data.id) } })
        return
      }
      const fields = data?.fields && typeof data.fields === 'object' ? (data.fields as Record<string, string>) : null
      resolve({
        ok: false,
        status: xhr.status,
        message: typeof data?.message === 'string' ? data.message : null,
        fields,
      })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0, message: null, fields: null })
    const body = new FormData()
    body.set('file', file, file.name)
    xhr.send(body)
  })
}

/** One permit scan to its kind's route, for the statement named by its code. */
export async function sendScan(
  { kind, code, file }: { kind: ScanKind; code: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<SendScanResult> {
  const result = await sendFile(`/api/uploads/${kind}?statement_code=${encodeURIComponent(code)}`, file, onProgress)
  if (!result.ok) return result
  return { ok: true, scan: result.data as unknown as UploadedScan }
}
