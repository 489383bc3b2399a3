import { describe, expect, it } from '@jest/globals'

import { composeScene } from './scene'
import { THEMES, type SceneTheme } from './themes'

describe('composeScene', () => {
  const themes = Object.keys(THEMES) as SceneTheme[]

  it.each(themes)('draws a finite 1200×800 SVG for the %s theme', (theme) => {
    const svg = composeScene(theme, `${theme}.jpg`)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
  })

  it('is the same picture for the same file name and a different one for another', () => {
    expect(composeScene('beach', 'a.jpg')).toBe(composeScene('beach', 'a.jpg'))
    expect(composeScene('beach', 'a.jpg')).not.toBe(composeScene('beach', 'b.jpg'))
  })
})
