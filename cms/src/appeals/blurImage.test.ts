import sharp from 'sharp'

import {
  blurFixture,
  FIXTURE_EXIF,
  FIXTURE_OUTSIDE,
  FIXTURE_REGION,
  FIXTURE_SIZE,
  regionStats,
} from '@/testing/blurFixture'
import { PUBLIC_COPY_MAX_SIDE, renderPublicCopy } from './blurImage'

describe('renderPublicCopy', () => {
  it.each(['jpeg', 'png'] as const)('keeps no metadata of a %s, GPS included', async (format) => {
    const original = await blurFixture(format)
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const copy = await renderPublicCopy(original, [], format)
    const meta = await sharp(copy).metadata()
    expect(meta.format).toBe(format)
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.iptc).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(copy.includes(Buffer.from(FIXTURE_EXIF.IFD0.Make))).toBe(false)
    expect(copy.equals(original)).toBe(false)
  })

  it('makes a region unreadable and leaves the rest of the picture', async () => {
    const original = await blurFixture('png')
    const copy = await renderPublicCopy(original, [FIXTURE_REGION], 'png')
    const before = await regionStats(original, FIXTURE_REGION)
    const after = await regionStats(copy, FIXTURE_REGION)
    expect(before.stdev).toBeGreaterThan(100)
    expect(after.stdev).toBeLessThan(before.stdev / 4)

    const outsideBefore = await regionStats(original, FIXTURE_OUTSIDE)
    const outsideAfter = await regionStats(copy, FIXTURE_OUTSIDE)
    outsideBefore.mean.forEach((mean, channel) => expect(Math.abs(mean - outsideAfter.mean[channel]!)).toBeLessThan(1))
    expect(Math.abs(outsideBefore.stdev - outsideAfter.stdev)).toBeLessThan(1)
  })

  it('turns the picture upright by its orientation before the regions apply', async () => {
    // Orientation 6: the stored pixels are to be turned 90° clockwise, so the copy is 300×400.
    const sideways = await sharp(await blurFixture('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    const copy = await renderPublicCopy(sideways, [{ x: 0, y: 0, w: 1, h: 0.5 }], 'jpeg')
    const meta = await sharp(copy).metadata()
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: FIXTURE_SIZE.height,
      height: FIXTURE_SIZE.width,
      orientation: undefined,
    })
  })

  it('scales a large photo down to the public size', async () => {
    const large = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer()
    const meta = await sharp(await renderPublicCopy(large, [{ x: 0.1, y: 0.1, w: 0.5, h: 0.5 }], 'jpeg')).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual({ width: PUBLIC_COPY_MAX_SIDE, height: 640 })
  })
})
