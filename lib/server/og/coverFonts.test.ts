import { readFileSync } from 'node:fs'
import path from 'node:path'

import { coverKeys, coverText } from '@/lib/seo/covers'
import { COVER_FONT_SUBSETS } from './coverFonts'

/** The code points each subset's file holds, as @fontsource/noto-sans lists them (its CSS unicode-range). */
const ranges: Record<string, string> = JSON.parse(
  readFileSync(path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'unicode.json'), 'utf8'),
)

function covered(subsets: readonly string[]): (codePoint: number) => boolean {
  const spans = subsets.flatMap((subset) =>
    ranges[subset]!.split(',').map((range) => {
      const [from, to = from] = range.replace(/U\+/g, '').split('-') as [string, string?]
      return [parseInt(from, 16), parseInt(to, 16)] as const
    }),
  )
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to)
}

const missing = (text: string, subsets: readonly string[] = COVER_FONT_SUBSETS) => {
  const has = covered(subsets)
  return [...text].filter((char) => !has(char.codePointAt(0)!))
}

describe('the covers’ fonts (lib/server/og/coverFonts.ts)', () => {
  it('hold every character of every cover, so next/og never asks a font service while drawing', () => {
    const keys = coverKeys()
    expect(keys.length).toBeGreaterThan(5)
    for (const key of keys) {
      const text = coverText(key)!
      expect({ key, missing: missing(`${text.title}${text.caption}`) }).toEqual({ key, missing: [] })
    }
  })

  it('hold Russian typography, digits and Latin letters', () => {
    expect(missing('«Пляж № 5» — Anapa, 2026: «Ёлки»…')).toEqual([])
  })

  it('would not with the Cyrillic subset alone: the site’s name has an em dash', () => {
    expect(missing('Анапа — город-курорт', ['cyrillic'])).toEqual([' ', '—', ' ', '-'])
  })
})
