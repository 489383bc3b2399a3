import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { COVER_SIZE } from '@/lib/seo/covers'

/**
 * Noto Sans's Cyrillic files from @fontsource/noto-sans: next/og's own font has no Cyrillic. Read
 * from the project's node_modules (the site always runs from the project root, scripts/start.mjs),
 * once per process.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files')
let fonts: Promise<{ name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }[]> | null = null

function loadFonts() {
  const read = async (weight: 400 | 700) => {
    const file = await readFile(path.join(FONT_DIR, `noto-sans-cyrillic-${weight}-normal.woff`))
    return {
      name: 'Noto Sans',
      data: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
      weight,
      style: 'normal' as const,
    }
  }
  fonts ??= Promise.all([read(400), read(700)]).catch((error: unknown) => {
    fonts = null
    throw error
  })
  return fonts
}

/**
 * A page's cover for link previews (docs/decisions/0059-sharing-and-covers.md): the sea's colours,
 * the section's name large and the site's name under it, as a 1200 × 630 PNG drawn by next/og.
 */
export async function coverImage({ title, caption }: { title: string; caption: string }): Promise<Response> {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        width: '100%',
        height: '100%',
        padding: '72px 80px',
        background: 'linear-gradient(160deg, #0a5c8a 0%, #0e7fb3 55%, #f3ead8 100%)',
        color: '#ffffff',
        fontFamily: 'Noto Sans',
      }}
    >
      <div style={{ display: 'flex', fontSize: 96, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      <div style={{ display: 'flex', marginTop: 24, fontSize: 40, fontWeight: 400, color: '#0b2a3c' }}>{caption}</div>
    </div>,
    { ...COVER_SIZE, fonts: await loadFonts() },
  )
}
