import sharp from 'sharp'

import { MAX_UPLOAD_PIXELS } from '@/uploads/decodes'
import { type BlurRegion, toPixelBox } from './blurRegions'

/**
 * The public copy of an appeal photo (docs/decisions/0056-photo-blur.md): the picture turned
 * upright, at most PUBLIC_COPY_MAX_SIDE on its longer side, the editor's regions made unreadable,
 * and re-encoded without any of the original's metadata. sharp writes no EXIF, XMP, IPTC or ICC
 * unless asked (`withMetadata` and its kin, never called here), so a phone's GPS position, its
 * make and the time never leave with the picture.
 */

/** Enough for the site's largest view of a photo (deviceSizes ends at 1536, the lightbox zooms). */
export const PUBLIC_COPY_MAX_SIDE = 2560

/**
 * A region is averaged down to blocks of this fraction of its shorter side (at least MIN_BLOCK
 * pixels), then blurred: four blocks across a face or a plate's height leave neither features nor
 * characters, and the blur takes away the blocks' edges, which would otherwise outline them.
 */
const BLOCKS_ACROSS = 4
const MIN_BLOCK = 8

export type PublicCopyFormat = 'jpeg' | 'png'

/** Raw pixels with the layout sharp needs to read them back. */
type Raw = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }

async function pixelated(image: Raw, region: BlurRegion) {
  const box = toPixelBox(region, image.width, image.height)
  const block = Math.max(MIN_BLOCK, Math.ceil(Math.min(box.width, box.height) / BLOCKS_ACROSS))
  const across = Math.max(1, Math.round(box.width / block))
  const down = Math.max(1, Math.round(box.height / block))
  const small = await sharp(image.data, { raw: image })
    .extract(box)
    .resize(across, down, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer()
  const input = await sharp(small, { raw: { width: across, height: down, channels: image.channels } })
    .resize(box.width, box.height, { fit: 'fill', kernel: 'nearest' })
    .blur(Math.max(1, block / 2))
    .raw()
    .toBuffer()
  return {
    input,
    raw: { width: box.width, height: box.height, channels: image.channels },
    left: box.left,
    top: box.top,
  }
}

/** Renders the public copy of `original` (a JPEG or PNG that decodes, uploads/decodes.ts) in its own format. */
export async function renderPublicCopy(
  original: Buffer,
  regions: readonly BlurRegion[],
  format: PublicCopyFormat,
): Promise<Buffer> {
  // `rotate()` with no angle turns the picture by its EXIF orientation: the editor drew the regions on
  // the upright picture the browser shows, and the copy keeps no orientation tag to turn it by.
  const { data, info } = await sharp(original, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize(PUBLIC_COPY_MAX_SIDE, PUBLIC_COPY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const image: Raw = { data, width: info.width, height: info.height, channels: info.channels }
  const patches = await Promise.all(regions.map((region) => pixelated(image, region)))
  const copy = sharp(data, { raw: image }).composite(patches)
  return format === 'png'
    ? copy.png({ compressionLevel: 9 }).toBuffer()
    : copy.jpeg({ quality: 85, chromaSubsampling: '4:2:0' }).toBuffer()
}
