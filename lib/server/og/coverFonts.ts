import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The subsets of Noto Sans (@fontsource/noto-sans) a cover is drawn with: next/og's own font has no
 * Cyrillic, and the Cyrillic subset has no digits, «», — or Latin letters. For a character no font
 * given to it has, next/og asks a font service while drawing: a call to a third party from our
 * server, and offline a logged failure and a character missing (the site's name has an em dash).
 * Each subset is a family of its own: next/og takes one font per family and weight, so a second
 * file under the same family name is never searched (measured: it still asked the service).
 */
export const COVER_FONT_SUBSETS = ['cyrillic', 'latin'] as const
type Subset = (typeof COVER_FONT_SUBSETS)[number]

const familyOf = (subset: Subset) => `Noto Sans ${subset}`

/** The cover's CSS `fontFamily`: every subset, Cyrillic first. */
export const COVER_FONT_FAMILY = COVER_FONT_SUBSETS.map(familyOf).join(', ')

type CoverFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }

/**
 * Read from the project's node_modules (the site always runs from the project root,
 * scripts/start.mjs), once per process.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files')
const WEIGHTS = [400, 700] as const
let fonts: Promise<CoverFont[]> | null = null

async function read(subset: Subset, weight: 400 | 700): Promise<CoverFont> {
  const file = await readFile(path.join(FONT_DIR, `noto-sans-${subset}-${weight}-normal.woff`))
  return {
    name: familyOf(subset),
    data: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    weight,
    style: 'normal',
  }
}

/** Every subset in both weights; a failed read is tried again by the next cover. */
export function coverFonts(): Promise<CoverFont[]> {
  fonts ??= Promise.all(COVER_FONT_SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => read(subset, weight)))).catch(
    (error: unknown) => {
      fonts = null
      throw error
    },
  )
  return fonts
}
