import { ImageResponse } from 'next/og'

import { COVER_SIZE } from '@/lib/seo/covers'
import { COVER_FONT_FAMILY, coverFonts } from './coverFonts'

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
        fontFamily: COVER_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', fontSize: 96, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      <div style={{ display: 'flex', marginTop: 24, fontSize: 40, fontWeight: 400, color: '#0b2a3c' }}>{caption}</div>
    </div>,
    { ...COVER_SIZE, fonts: await coverFonts() },
  )
}
