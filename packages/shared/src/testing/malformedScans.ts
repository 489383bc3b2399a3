import { readFileSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

/**
 * Files for the upload tests that pass the magic-byte check (their first bytes say JPEG, PNG or
 * PDF) but do not open as that file: each must be refused with 422 «Файл повреждён или не является
 * изображением/PDF», never reach Payload's own image handling (which answered 500). `photo` marks
 * the pictures, which the appeal photo upload must refuse the same way; PDFs are refused there as
 * a wrong type before any decoding.
 */

export const SCAN_FIXTURES_DIR = path.resolve(__dirname, '../../../../e2e/fixtures/scans')
export const scanFixture = (name: string): Buffer => readFileSync(path.join(SCAN_FIXTURES_DIR, name))

export type MalformedScan = { name: string; bytes: Buffer; filename: string; type: string; photo: boolean }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff])
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n')

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A well-formed PNG (valid chunks and checksums) whose header declares width × height, 8-bit RGB. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2))

export function malformedScans(): MalformedScan[] {
  const pdf = scanFixture('sts-first.pdf')
  const png = scanFixture('passport-second.png')
  const jpeg = scanFixture('passport-first.jpg')
  const pdfCase = (name: string, bytes: Buffer) => ({ name, bytes, filename: 'scan.pdf', type: 'application/pdf' })
  const pngCase = (name: string, bytes: Buffer) => ({ name, bytes, filename: 'scan.png', type: 'image/png' })
  const jpegCase = (name: string, bytes: Buffer) => ({ name, bytes, filename: 'scan.jpg', type: 'image/jpeg' })
  return [
    { ...pdfCase('a PDF header alone (%PDF-1.7)', Buffer.from('%PDF-1.7')), photo: false },
    { ...pdfCase('a PDF cut short before its %%EOF', pdf.subarray(0, pdf.lastIndexOf('%%EOF'))), photo: false },
    {
      ...pdfCase(
        'HTML between a PDF header and %%EOF',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML, Buffer.from('%%EOF\n')]),
      ),
      photo: false,
    },
    { ...pngCase('a PNG signature alone', PNG_SIGNATURE), photo: true },
    { ...pngCase('a PNG declaring 50000×50000', pngDeclaring(50_000, 50_000)), photo: true },
    { ...pngCase('a PNG cut in half', half(png)), photo: true },
    { ...jpegCase('HTML behind JPEG magic', Buffer.concat([JPEG_MAGIC, Buffer.from([0xe0]), HTML])), photo: true },
    { ...jpegCase('JPEG magic with nothing after it', JPEG_MAGIC), photo: true },
    { ...jpegCase('a JPEG cut in half', half(jpeg)), photo: true },
  ]
}

/** The valid fixtures (scripts/make-scan-fixtures.mjs): each must still be accepted. */
export const VALID_SCANS = [
  { name: 'passport-first.jpg', type: 'image/jpeg', photo: true },
  { name: 'passport-second.png', type: 'image/png', photo: true },
  { name: 'sts-first.pdf', type: 'application/pdf', photo: false },
  { name: 'sts-second.jpg', type: 'image/jpeg', photo: true },
] as const
