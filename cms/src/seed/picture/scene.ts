import { Canvas } from './canvas'
import { paletteFor, type TimeOfDay } from './palette'
import { createRandom, hashString } from './random'
import { THEMES, type SceneTheme } from './themes'

export type { SceneTheme } from './themes'

const TIMES: readonly TimeOfDay[] = ['day', 'morning', 'day', 'evening']

/**
 * Composes a 1200×800 SVG landscape for a picture. The key (the file name) fixes every random
 * choice, so each picture looks different from the others yet identical across re-runs.
 */
export function composeScene(theme: SceneTheme, key: string): string {
  const seed = hashString(key)
  const random = createRandom(seed)
  const time = TIMES[seed % TIMES.length] ?? 'day'
  const shift = (seed % 37) - 18
  const canvas = new Canvas()
  THEMES[theme]({ canvas, p: paletteFor(time, shift), random })
  return canvas.toSvg()
}
