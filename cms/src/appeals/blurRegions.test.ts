import {
  BLUR_MESSAGES,
  blurRegionsError,
  centredRegion,
  describeRegion,
  isDrawnRegion,
  KEY_STEP,
  MAX_BLUR_REGIONS,
  MIN_REGION_SIZE,
  moveRegion,
  regionAfterKey,
  regionFromPoints,
  resizeRegion,
  toBlurRegions,
  toPixelBox,
} from './blurRegions'

const region = { x: 0.1, y: 0.2, w: 0.3, h: 0.4 }

describe('blurRegionsError', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty list', []],
    ['one region', [region]],
    ['the whole picture', [{ x: 0, y: 0, w: 1, h: 1 }]],
    ['a region touching the edge after rounding', [{ x: 0.7, y: 0.9, w: 0.3, h: 0.1 }]],
    ['the most regions', Array.from({ length: MAX_BLUR_REGIONS }, () => region)],
  ])('accepts %s', (_, value) => {
    expect(blurRegionsError(value)).toBeNull()
  })

  it.each([
    ['a string', '[{"x":0}]', BLUR_MESSAGES.notList],
    ['an object', { x: 0, y: 0, w: 1, h: 1 }, BLUR_MESSAGES.notList],
    ['a number', 5, BLUR_MESSAGES.notList],
    ['too many regions', Array.from({ length: MAX_BLUR_REGIONS + 1 }, () => region), BLUR_MESSAGES.tooMany],
    ['null in the list', [null], BLUR_MESSAGES.badRegion(1)],
    ['an array in the list', [[0, 0, 1, 1]], BLUR_MESSAGES.badRegion(1)],
    ['a missing number', [region, { x: 0, y: 0, w: 1 }], BLUR_MESSAGES.badRegion(2)],
    ['numbers as strings', [{ x: '0', y: '0', w: '1', h: '1' }], BLUR_MESSAGES.badRegion(1)],
    ['a negative number', [{ ...region, x: -0.1 }], BLUR_MESSAGES.badRegion(1)],
    ['a number above 1', [{ ...region, h: 1.5 }], BLUR_MESSAGES.badRegion(1)],
    ['NaN', [{ ...region, y: Number.NaN }], BLUR_MESSAGES.badRegion(1)],
    ['Infinity', [{ ...region, w: Number.POSITIVE_INFINITY }], BLUR_MESSAGES.badRegion(1)],
    ['no width', [{ ...region, w: 0 }], BLUR_MESSAGES.empty(1)],
    ['no height', [region, region, { ...region, h: 0 }], BLUR_MESSAGES.empty(3)],
    ['a region past the right edge', [{ x: 0.8, y: 0, w: 0.3, h: 0.1 }], BLUR_MESSAGES.outside(1)],
    ['a region past the bottom edge', [{ x: 0, y: 0.95, w: 0.1, h: 0.1 }], BLUR_MESSAGES.outside(1)],
  ])('refuses %s in Russian', (_, value, message) => {
    expect(blurRegionsError(value)).toBe(message)
    expect(message).toMatch(/[а-я]/)
    expect(message).not.toMatch(/[a-z]{3,}/)
  })
})

describe('toBlurRegions', () => {
  it('keeps only the four numbers of each region', () => {
    expect(toBlurRegions([{ ...region, label: '<script>' }])).toEqual([region])
    expect(toBlurRegions(null)).toEqual([])
  })

  it('throws on a value the validation refuses', () => {
    expect(() => toBlurRegions([{ x: 2 }])).toThrow()
  })
})

describe('drawing with the pointer', () => {
  it('spans a drag in either direction', () => {
    expect(regionFromPoints({ x: 0.5, y: 0.6 }, { x: 0.2, y: 0.1 })).toEqual({
      x: 0.2,
      y: 0.1,
      w: expect.closeTo(0.3) as number,
      h: expect.closeTo(0.5) as number,
    })
  })

  it('stops at the picture edges when the pointer leaves it', () => {
    expect(regionFromPoints({ x: 0.9, y: 0.9 }, { x: 1.4, y: -0.2 })).toEqual({
      x: 0.9,
      y: 0,
      w: expect.closeTo(0.1) as number,
      h: 0.9,
    })
  })

  it('keeps a drag, not a click', () => {
    expect(isDrawnRegion(regionFromPoints({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }))).toBe(false)
    expect(isDrawnRegion({ x: 0, y: 0, w: MIN_REGION_SIZE, h: 0.001 })).toBe(false)
    expect(isDrawnRegion({ x: 0, y: 0, w: MIN_REGION_SIZE, h: MIN_REGION_SIZE })).toBe(true)
  })
})

describe('placing with the keyboard', () => {
  it('adds a centred region that passes validation', () => {
    const added = centredRegion()
    expect(added.x + added.w / 2).toBeCloseTo(0.5)
    expect(added.y + added.h / 2).toBeCloseTo(0.5)
    expect(blurRegionsError([added])).toBeNull()
  })

  it.each([
    ['ArrowLeft', false, { ...region, x: region.x - KEY_STEP }],
    ['ArrowRight', false, { ...region, x: region.x + KEY_STEP }],
    ['ArrowUp', false, { ...region, y: region.y - KEY_STEP }],
    ['ArrowDown', false, { ...region, y: region.y + KEY_STEP }],
    ['ArrowRight', true, { ...region, w: region.w + KEY_STEP }],
    ['ArrowLeft', true, { ...region, w: region.w - KEY_STEP }],
    ['ArrowDown', true, { ...region, h: region.h + KEY_STEP }],
    ['ArrowUp', true, { ...region, h: region.h - KEY_STEP }],
  ])('%s (Shift: %s) moves or resizes by one step', (key, shift, expected) => {
    const after = regionAfterKey(region, key, shift)!
    for (const side of ['x', 'y', 'w', 'h'] as const) expect(after[side]).toBeCloseTo(expected[side])
  })

  it('leaves other keys to the browser', () => {
    expect(regionAfterKey(region, 'Tab', false)).toBeNull()
    expect(regionAfterKey(region, 'Enter', true)).toBeNull()
  })

  it('never moves a region out of the picture nor changes its size at the edge', () => {
    expect(moveRegion({ x: 0.75, y: 0, w: 0.25, h: 0.5 }, 0.1, -0.1)).toEqual({ x: 0.75, y: 0, w: 0.25, h: 0.5 })
    let r = { x: 0, y: 0, w: 0.1, h: 0.1 }
    for (let i = 0; i < 200; i++) r = regionAfterKey(r, 'ArrowRight', false)!
    expect(r.x + r.w).toBeCloseTo(1)
    expect(blurRegionsError([r])).toBeNull()
  })

  it('never grows a region past the edge nor shrinks it to nothing', () => {
    const grown = resizeRegion({ x: 0.9, y: 0.9, w: 0.05, h: 0.05 }, 0.5, 0.5)
    expect(grown.w).toBeCloseTo(0.1)
    expect(grown.h).toBeCloseTo(0.1)
    expect(blurRegionsError([grown])).toBeNull()
    expect(resizeRegion(region, -1, -1)).toEqual({ ...region, w: MIN_REGION_SIZE, h: MIN_REGION_SIZE })
    const corner = resizeRegion({ x: 1, y: 1, w: 0, h: 0 }, -1, -1)
    expect(corner.w).toBeGreaterThanOrEqual(0)
  })
})

describe('toPixelBox', () => {
  it('rounds outwards, so a region never hides less than was drawn', () => {
    expect(toPixelBox({ x: 0.101, y: 0.201, w: 0.3, h: 0.3 }, 100, 50)).toEqual({
      left: 10,
      top: 10,
      width: 31,
      height: 16,
    })
  })

  it('stays inside the picture and keeps at least one pixel', () => {
    expect(toPixelBox({ x: 1, y: 1, w: 0, h: 0 }, 40, 30)).toEqual({ left: 39, top: 29, width: 1, height: 1 })
    expect(toPixelBox({ x: 0, y: 0, w: 1, h: 1 }, 40, 30)).toEqual({ left: 0, top: 0, width: 40, height: 30 })
  })
})

it('describes a region in Russian for screen readers', () => {
  expect(describeRegion(region, 1)).toBe('Область 2: слева 10 %, сверху 20 %, ширина 30 %, высота 40 %')
})
