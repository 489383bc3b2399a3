import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const ROOT = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

type Manifest = {
  name: string
  lang: string
  start_url: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}
const manifest = JSON.parse(read('public/manifest.webmanifest')) as Manifest

describe('the web app manifest (installable on a phone)', () => {
  it('is the Russian-named site, opening at the home page as an app', () => {
    expect(manifest).toMatchObject({ name: 'Анапа — курорт', lang: 'ru', start_url: '/', display: 'standalone' })
  })

  it("takes its theme colour from the design tokens and the document's theme-color", () => {
    const sea700 = /--color-sea-700:\s*(#[0-9a-f]{6})/i.exec(read('styles/tokens.css'))?.[1]
    expect(manifest.theme_color).toBe(sea700)
    expect(read('pages/_document.tsx')).toContain(`THEME_COLOR = '${sea700}'`)
  })

  it('is linked from every page', () => {
    expect(read('pages/_document.tsx')).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })

  it('has 192 and 512 px icons and a maskable one, each a PNG of its stated size', async () => {
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(ROOT, 'public', icon.src)).metadata()
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`)
    }
  })
})
