import sharp from 'sharp'

import { malformedScans, pngDeclaring, scanFixture, VALID_SCANS } from '@anapa/shared/testing/malformedScans'
import { detectScanType, MAGIC_BYTES_NEEDED } from '@anapa/shared/uploads/magicBytes'
import { MAX_UPLOAD_PIXELS, uploadDecodes } from './decodes'

const typeOf = (bytes: Buffer) => detectScanType(bytes.subarray(0, MAGIC_BYTES_NEEDED))

describe('uploadDecodes', () => {
  it.each(VALID_SCANS.map((scan) => [scan.name]))('accepts the valid fixture %s', async (name) => {
    const bytes = scanFixture(name)
    expect(await uploadDecodes(bytes, typeOf(bytes)!)).toBe(true)
  })

  it.each(malformedScans().map((scan) => [scan.name, scan.bytes]))(
    'refuses %s, which passes the magic-byte check',
    async (_name, bytes) => {
      const type = typeOf(bytes)
      expect(type).not.toBeNull()
      expect(await uploadDecodes(bytes, type!)).toBe(false)
    },
  )

  it('refuses a PDF sent as a picture and a picture sent as the other picture type', async () => {
    expect(await uploadDecodes(scanFixture('sts-first.pdf'), 'image/jpeg')).toBe(false)
    expect(await uploadDecodes(scanFixture('passport-first.jpg'), 'image/png')).toBe(false)
  })

  it('checks the declared size against the limit from the header alone, before decoding', async () => {
    // 12 300 × 12 300 is over the limit, yet this file is a few hundred bytes: refused fast.
    const side = Math.ceil(Math.sqrt(MAX_UPLOAD_PIXELS)) + 1
    const started = performance.now()
    expect(await uploadDecodes(pngDeclaring(side, side), 'image/png')).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('accepts a large real picture within the limit', async () => {
    const large = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#d8cfc0' } })
      .jpeg({ quality: 60 })
      .toBuffer()
    expect(await uploadDecodes(large, 'image/jpeg')).toBe(true)
  })
})
