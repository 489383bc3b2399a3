/**
 * What a scan really is, read from its first bytes: a file's name and the Content-Type a browser sends
 * are whatever the client says, so a text file renamed .jpg must not pass as a picture.
 */

export type ScanMimeType = 'image/jpeg' | 'image/png' | 'application/pdf'

const SIGNATURES: ReadonlyArray<{ mime: ScanMimeType; bytes: readonly number[] }> = [
  // JPEG: SOI marker followed by the first segment's marker byte.
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
]

/** How many leading bytes detection needs; a caller streaming the upload can stop buffering there. */
export const MAGIC_BYTES_NEEDED = Math.max(...SIGNATURES.map((s) => s.bytes.length))

/** The scan's type by its signature, or null (an empty file, text, any other format). */
export function detectScanType(head: Uint8Array): ScanMimeType | null {
  for (const { mime, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return mime
  }
  return null
}

export const SCAN_EXTENSIONS: Readonly<Record<ScanMimeType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}
