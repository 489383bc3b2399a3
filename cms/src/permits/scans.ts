import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { isScanKind, SCAN_MESSAGES, type ScanKind } from '@anapa/shared/statements/scans'
import { SCAN_EXTENSIONS } from '@anapa/shared/uploads/magicBytes'
import { fieldError } from '@/contract/fields'
import { ContractError } from '@/contract/http'
import type { Statement, StatementScan } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import {
  assertUploadDecodes,
  isPayloadValidationError,
  isUploadId,
  privateFileResponse,
  readUploadedFile,
  readUploadForm,
} from '@/uploads/privateFiles'
import { ownStatementOr404, STATEMENT_MESSAGES } from './statements'

export type ScanUpload = { statement: Statement; kind: ScanKind; bytes: Buffer; mimeType: keyof typeof SCAN_EXTENSIONS }

/**
 * Reads and checks one scan upload. The body is read through readMultipart, which cuts the stream
 * at 10 MB plus the multipart framing (413 as soon as more arrives, by Content-Length or as read),
 * so an oversized or endless body never sits whole in memory. Then, in order: the kind, the
 * resident's draft (404 for unknown and foreign codes alike), the file's presence, emptiness,
 * size, its magic bytes (its name and declared type are whatever the client says), and that it
 * really opens as the file those bytes name.
 */
export async function readScanUpload(payload: Payload, user: ResidentUser, request: Request): Promise<ScanUpload> {
  const form = await readUploadForm(request)
  const kind = form.get('kind')
  if (!isScanKind(kind)) throw fieldError('kind', SCAN_MESSAGES.badKind)
  const statement = await ownStatementOr404(payload, user, form.get('statement_code'))
  if (statement.status !== 'draft') throw new ContractError(422, STATEMENT_MESSAGES.notDraft)
  const { bytes, mimeType } = await readUploadedFile(form)
  if (!mimeType) throw fieldError('file', SCAN_MESSAGES.badType)
  await assertUploadDecodes(bytes, mimeType)
  return { statement, kind, bytes, mimeType }
}

/**
 * Stores the scan under a server-generated name and attaches it to the draft, replacing (and
 * deleting) an earlier scan of the same kind.
 */
export async function storeScan(payload: Payload, user: ResidentUser, upload: ScanUpload): Promise<StatementScan> {
  const id = randomUUID()
  const scan = await payload
    .create({
      collection: 'statement-scans',
      data: { id, owner: user.id, statement: upload.statement.id, kind: upload.kind },
      file: {
        data: upload.bytes,
        mimetype: upload.mimeType,
        name: `${id}.${SCAN_EXTENSIONS[upload.mimeType]}`,
        size: upload.bytes.byteLength,
      },
      depth: 0,
      user,
      overrideAccess: false,
    })
    .catch((error: unknown) => {
      // Payload's own check of the file disagreeing with ours: still a file we cannot keep.
      if (isPayloadValidationError(error)) throw fieldError('file', SCAN_MESSAGES.corrupt)
      throw error
    })
  const previous = upload.statement[upload.kind]
  await payload.update({
    collection: 'statements',
    id: upload.statement.id,
    data: { [upload.kind]: scan.id },
    depth: 0,
    user,
    overrideAccess: false,
  })
  const previousId = typeof previous === 'object' && previous !== null ? previous.id : previous
  if (previousId) await payload.delete({ collection: 'statement-scans', id: previousId, user, overrideAccess: false })
  return scan
}

/** The resident's own scan (404 for malformed, unknown and foreign ids alike) as a streamed answer. */
export async function scanResponse(
  payload: Payload,
  user: ResidentUser,
  id: string,
  signal?: AbortSignal,
): Promise<Response> {
  const notFound = new ContractError(404, SCAN_MESSAGES.notFound)
  if (!isUploadId(id)) throw notFound
  const scan = await payload.findByID({
    collection: 'statement-scans',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!scan?.filename || !scan.mimeType) throw notFound
  const response = await privateFileResponse(
    payload,
    'statement-scans',
    { ...scan, filename: scan.filename, mimeType: scan.mimeType },
    scan.kind,
    signal,
  )
  if (!response) throw notFound
  return response
}

/** The upload call's answer. */
export function toUploadedScan(scan: StatementScan) {
  return {
    id: scan.id,
    kind: scan.kind,
    mime_type: scan.mimeType ?? '',
    size: scan.filesize ?? 0,
    created_at: scan.createdAt,
  }
}
