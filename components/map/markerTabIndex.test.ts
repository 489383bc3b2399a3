import { markerTabIndex } from './markerTabIndex'

const map = { left: 0, top: 100, right: 375, bottom: 700 }
const box = (left: number, top: number, size = 32) => ({ left, top, right: left + size, bottom: top + size })

describe('markerTabIndex', () => {
  it('keeps a marker wholly inside the map and on top in the Tab order', () => {
    expect(markerTabIndex(box(100, 300), map, true)).toBe(0)
  })

  it('takes out a marker off the map, partly off it, or under something else', () => {
    expect(markerTabIndex(box(100, 800), map, true)).toBe(-1)
    expect(markerTabIndex(box(360, 300), map, true)).toBe(-1)
    expect(markerTabIndex(box(100, 90), map, true)).toBe(-1)
    expect(markerTabIndex(box(100, 300), map, false)).toBe(-1)
  })

  it('takes out a marker that is not drawn', () => {
    expect(markerTabIndex(box(100, 300, 0), map, true)).toBe(-1)
  })
})
