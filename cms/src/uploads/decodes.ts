import sharp from 'sharp'

import type { ScanMimeType } from '@anapa/shared/uploads/magicBytes'
import { isStructurallyPdf } from './pdfStructure'

/**
 * Whether an upload whose magic bytes say JPEG, PNG or PDF really is one
 * (docs/architecture.md#4-session-and-security-rules "Uploads"). The right first bytes are not yet a file: `%PDF-1.7`
 * alone, a PNG signature alone, HTML behind JPEG's marker, a photo cut short. Left to Payload, such a file fails inside
 * its own image handling, which answered 500; checked here, it is a 422 the resident can act on.
 */

/**
 * The most pixels a scan or photo may declare: above the largest phone cameras' full-size shots
 * (108 MP) and below libvips' own default (268 MP). The limit is checked against the header's
 * width and height before any pixel is decoded, so a small file declaring 50000×50000 is refused
 * without allocating anything.
 */
export const MAX_UPLOAD_PIXELS = 150_000_000

/** Decoding goes only as far as a thumbnail this size: every row is read, little is kept. */
const CHECK_SIZE = 256

const SHARP_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png' } as const

/**
 * Decodes the whole picture once. `failOn: 'error'` refuses truncated and corrupt data but not
 * the harmless warnings some cameras' files raise (stray bytes between markers); the sequential
 * read and the thumbnail keep memory to a few strips (JPEG is even shrunk while it is decoded),
 * so a blank 12000×12000 PNG was checked in 0.45 s with the process under 130 MB.
 */
async function imageDecodes(bytes: Buffer, mimeType: keyof typeof SHARP_FORMATS): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true })
    const { format, width, height } = await image.metadata()
    if (format !== SHARP_FORMATS[mimeType] || !width || !height) return false
    await image.resize(CHECK_SIZE, CHECK_SIZE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer()
    return true
  } catch {
    return false
  }
}

/** True when the file opens as the type its magic bytes name. */
export async function uploadDecodes(bytes: Buffer, mimeType: ScanMimeType): Promise<boolean> {
  if (mimeType === 'application/pdf') return isStructurallyPdf(bytes)
  return imageDecodes(bytes, mimeType)
}
