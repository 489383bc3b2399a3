import { detectScanType, MAGIC_BYTES_NEEDED } from './magicBytes'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (s: string) => new TextEncoder().encode(s)

describe('detectScanType: a scan is what its first bytes say, not its name', () => {
  it.each([
    // [case, head, type]
    ['a JFIF JPEG header', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46), 'image/jpeg'],
    ['an Exif JPEG header (camera photos)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78), 'image/jpeg'],
    ['a PNG header', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['a PDF header', text('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['a PDF 1.4 header', text('%PDF-1.4'), 'application/pdf'],
  ])('%s → %s', (_case, head, type) => {
    expect(detectScanType(head)).toBe(type)
  })

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['a text file renamed scan.jpg', text('Это не фотография паспорта, а текст.\n')],
    ['HTML pretending to be a PDF', text('<html><body>%PDF-1.7</body></html>')],
    ['a truncated JPEG (two bytes)', bytes(0xff, 0xd8)],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a GIF', text('GIF89a')],
    ['a ZIP (e.g. a .docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['"%PDF" without the dash', text('%PDF1.7')],
  ])('%s → null', (_case, head) => {
    expect(detectScanType(head)).toBeNull()
  })

  it('needs no more than the longest signature (PNG, 8 bytes)', () => {
    expect(MAGIC_BYTES_NEEDED).toBe(8)
  })
})
