import sharp from 'sharp'

import type { BlurRegion } from '@/appeals/blurRegions'

/**
 * A test photo for the blur (docs/decisions/0056-photo-blur.md): a smooth gradient with a sharp
 * black-and-white checkerboard in FIXTURE_REGION, like a face or a plate in a street scene, and a
 * phone's EXIF (make, model, GPS position) that must never reach the public copy.
 */
export const FIXTURE_SIZE = { width: 400, height: 300 }
export const FIXTURE_REGION: BlurRegion = { x: 0.25, y: 0.3, w: 0.3, h: 0.4 }
/** A patch well away from the region, whose pixels the blur must leave alone. */
export const FIXTURE_OUTSIDE: BlurRegion = { x: 0.7, y: 0.1, w: 0.2, h: 0.2 }

export const FIXTURE_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Secret 1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 53/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 18/1 41/1' },
}

function pixels(): Buffer {
  const { width, height } = FIXTURE_SIZE
  const data = Buffer.alloc(width * height * 3)
  const left = FIXTURE_REGION.x * width
  const top = FIXTURE_REGION.y * height
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= left && x < left + FIXTURE_REGION.w * width && y >= top && y < top + FIXTURE_REGION.h * height
      const offset = (y * width + x) * 3
      if (inside) {
        data.fill((Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? 255 : 0, offset, offset + 3)
      } else {
        data[offset] = Math.round((x / width) * 200) + 20
        data[offset + 1] = Math.round((y / height) * 200) + 20
        data[offset + 2] = 120
      }
    }
  }
  return data
}

/** The fixture as a JPEG (quality 95) or PNG, with the EXIF above. */
export function blurFixture(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp(pixels(), { raw: { ...FIXTURE_SIZE, channels: 3 } }).withExif(FIXTURE_EXIF)
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer()
}

/** The mean standard deviation of the channels of `region` in `image`: a sharp pattern's is high, a blurred one's low. */
export async function regionStats(image: Buffer, region: BlurRegion): Promise<{ stdev: number; mean: number[] }> {
  const { width = 0, height = 0 } = await sharp(image).metadata()
  const box = {
    left: Math.round(region.x * width),
    top: Math.round(region.y * height),
    width: Math.round(region.w * width),
    height: Math.round(region.h * height),
  }
  // stats() reads its input, not the pipeline's result: the patch is cut out first.
  const patch = await sharp(image).extract(box).png().toBuffer()
  const { channels } = await sharp(patch).stats()
  const colour = channels.slice(0, 3)
  return { stdev: colour.reduce((sum, c) => sum + c.stdev, 0) / colour.length, mean: colour.map((c) => c.mean) }
}
