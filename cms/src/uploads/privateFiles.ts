import path from 'node:path'

import type { Payload } from 'payload'

import { MAX_SCAN_BYTES, SCAN_MESSAGES } from '@anapa/shared/statements/scans'
import { detectScanType, MAGIC_BYTES_NEEDED, type ScanMimeType } from '@anapa/shared/uploads/magicBytes'
import { MAX_MULTIPART_BODY_BYTES, readMultipart } from '@/contract/body'
import { fieldError } from '@/contract/fields'
import { ContractError } from '@/contract/http'
import { uploadDecodes } from './decodes'
import { readStoredFile, type StoredFile, type StoredUpload } from './storedFile'

/** The collections of residents' private files. */
export type PrivateUploadSlug = 'statement-scans' | 'appeal-photos'

/**
 * What the private uploads (permit scans, appeal photos) share: their multipart body, the checks of
 * the file part, their server-made ids and how their bytes go back to whoever may read them.
 */

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Upload ids are random UUIDs (also the stored file's name), so an address says nothing of how many exist. */
export const isUploadId = (value: unknown): value is string => typeof value === 'string' && UPLOAD_ID.test(value)

/** The multipart body, cut at 10 MB plus framing: more is a 413 as soon as it arrives, never buffered. */
export async function readUploadForm(request: Request): Promise<FormData> {
  try {
    return await readMultipart(request, MAX_MULTIPART_BODY_BYTES)
  } catch (error) {
    if (error instanceof ContractError && error.status === 413) throw new ContractError(413, SCAN_MESSAGES.tooLarge)
    throw error
  }
}

/**
 * The `file` part: present, not empty, at most 10 MB, and its type by its magic bytes (null when
 * they match no allowed format; its name and declared type are whatever the client says).
 */
export async function readUploadedFile(form: FormData): Promise<{ bytes: Buffer; mimeType: ScanMimeType | null }> {
  const file = form.get('file')
  if (!(file instanceof Blob)) throw fieldError('file', SCAN_MESSAGES.missing)
  if (file.size === 0) throw fieldError('file', SCAN_MESSAGES.empty)
  if (file.size > MAX_SCAN_BYTES)
    throw new ContractError(413, SCAN_MESSAGES.tooLarge, { fields: { file: SCAN_MESSAGES.tooLarge } })
  const bytes = Buffer.from(await file.arrayBuffer())
  return { bytes, mimeType: detectScanType(bytes.subarray(0, MAGIC_BYTES_NEEDED)) }
}

/**
 * Refuses a file whose magic bytes name an allowed type but which does not open as one (422, the
 * same message for every such file): it never reaches Payload's own image handling (decodes.ts).
 */
export async function assertUploadDecodes(bytes: Buffer, mimeType: ScanMimeType): Promise<void> {
  if (!(await uploadDecodes(bytes, mimeType))) throw fieldError('file', SCAN_MESSAGES.corrupt)
}

/**
 * Payload's ValidationError by its shape (status 400 with a list of field errors), not by its
 * class: in the CMS's production build Payload is bundled twice, so `instanceof` fails and the
 * error would surface as a 500
 * (docs/decisions/0026-redirects-analytics-chunk-failures.md).
 */
export const isPayloadValidationError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 400 &&
  Array.isArray((error as { data?: { errors?: unknown } }).data?.errors)

/**
 * A stored private file streamed back inline and never cached, or null when it is not stored. Call
 * it only once the reader's access is checked: it is read from disk or the bucket
 * (storedFile.ts) for anyone.
 */
export async function privateFileResponse(
  payload: Payload,
  slug: PrivateUploadSlug,
  stored: StoredUpload & { mimeType: string },
  downloadName: string,
  signal?: AbortSignal,
): Promise<Response | null> {
  const file = await readStoredFile(payload, slug, stored, signal)
  if (!file) return null
  return inlineFileResponse(file, stored.mimeType, `${downloadName}${path.extname(stored.filename)}`)
}

/** A private file's bytes, inline under `downloadName`, never cached, its type never sniffed. */
export function inlineFileResponse(file: StoredFile, mimeType: string, downloadName: string): Response {
  return new Response(file.body, {
    headers: {
      'content-type': mimeType,
      ...(file.size === null ? {} : { 'content-length': String(file.size) }),
      'content-disposition': `inline; filename="${downloadName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
