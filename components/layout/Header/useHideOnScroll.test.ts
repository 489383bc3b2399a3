import { ALWAYS_SHOWN_ABOVE_PX, nextHideOnScroll, SCROLL_TOLERANCE_PX, type HideOnScrollState } from './useHideOnScroll'

const MOBILE = 375
const shown = (lastY: number): HideOnScrollState => ({ hidden: false, lastY })
const hidden = (lastY: number): HideOnScrollState => ({ hidden: true, lastY })

describe('nextHideOnScroll', () => {
  it.each([
    ['hides when scrolling down on a phone', shown(200), 300, MOBILE, true],
    ['shows again when scrolling up', hidden(500), 400, MOBILE, false],
    ['keeps hiding while scrolling further down', hidden(500), 700, MOBILE, true],
    ['never hides at 1024 px and wider', shown(200), 900, 1024, false],
    ['shows when the viewport grows to desktop while hidden', hidden(500), 600, 1440, false],
    ['hides just below 1024 px', shown(200), 300, 1023, true],
    ['always shows near the top', hidden(300), ALWAYS_SHOWN_ABOVE_PX, MOBILE, false],
    ['ignores iOS overscroll above the top', hidden(300), -40, MOBILE, false],
  ])('%s', (_name, state, y, viewportWidth, expected) => {
    expect(nextHideOnScroll(state, { y, viewportWidth }).hidden).toBe(expected)
  })

  it('ignores jitter smaller than the tolerance and keeps its anchor', () => {
    const start = shown(200)
    const next = nextHideOnScroll(start, { y: 200 + SCROLL_TOLERANCE_PX - 1, viewportWidth: MOBILE })
    expect(next).toBe(start)
  })

  it('adds up slow scrolling until it passes the tolerance', () => {
    let state = shown(200)
    for (let y = 202; y <= 210; y += 2) state = nextHideOnScroll(state, { y, viewportWidth: MOBILE })
    expect(state).toEqual({ hidden: true, lastY: 208 })
  })

  it('takes the threshold as a parameter', () => {
    expect(nextHideOnScroll(shown(200), { y: 300, viewportWidth: 800 }, 768).hidden).toBe(false)
  })
})
