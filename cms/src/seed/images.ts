import sharp from 'sharp'

import { composeScene, type SceneTheme } from './picture/scene'

export type { SceneTheme } from './picture/scene'

/** Quality 78 keeps a 1200×800 landscape around 40–80 kB: light enough for the journal's LCP budget. */
const JPEG_QUALITY = 78

/**
 * Draws a picture for the demo content. There is no internet on the target machines,
 * so pictures are painted at seed time instead of downloaded.
 */
export async function renderJpeg(theme: SceneTheme, key: string): Promise<Buffer> {
  const svg = composeScene(theme, key)
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
}
