import {
  DOUBLE_TAP_MS,
  MAX_ZOOM,
  MIN_ZOOM,
  ROTATION_STEP_DEG,
  SWIPE_TOLERANCE_PX,
  WHEEL_THROTTLE_MS,
  ZOOM_STEP,
} from './constants'
import {
  INITIAL_VIEW,
  clampIndex,
  clampOffset,
  clampZoom,
  createThrottle,
  doubleClicked,
  fitZoom,
  isDoubleTap,
  isTap,
  pinchZoom,
  resized,
  resolveView,
  rotate,
  rotated,
  stepZoom,
  swipeDirection,
  transformOf,
  wheelDirection,
  zoomFloor,
  zoomKeyDirection,
  zoomedBy,
  type View,
} from './view'

describe('docs/spec.md#9-business-constants-and-limits constants', () => {
  it('are the numbers of the spec', () => {
    expect({ ZOOM_STEP, MAX_ZOOM, MIN_ZOOM, SWIPE_TOLERANCE_PX, ROTATION_STEP_DEG, WHEEL_THROTTLE_MS }).toEqual({
      ZOOM_STEP: 0.12,
      MAX_ZOOM: 3,
      MIN_ZOOM: 0.1,
      SWIPE_TOLERANCE_PX: 50,
      ROTATION_STEP_DEG: 90,
      WHEEL_THROTTLE_MS: 80,
    })
  })
})

describe('clampIndex (docs/spec.md#5-validation-rules: an out-of-range index is clamped)', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [99, 3, 2],
    [-1, 3, 0],
    [-99, 3, 0],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [Number.POSITIVE_INFINITY, 3, 0],
    [5, 0, 0],
    [0, 1, 0],
  ])('index %p in a list of %p → %p', (index, length, expected) => {
    expect(clampIndex(index, length)).toBe(expected)
  })
})

describe('zoom steps of 0.12 between 0.1 and 3 times natural size', () => {
  it.each([
    [1, 1, 1.12],
    [1, -1, 0.88],
    [0.5, 1, 0.62],
    [0.1, 1, 0.22],
    [0.22, -1, 0.1],
    [0.15, -1, 0.1],
    [0.1, -1, 0.1],
    [2.88, 1, 3],
    [2.95, 1, 3],
    [3, 1, 3],
    [3, -1, 2.88],
  ] as const)('%p stepped %p → %p', (zoom, direction, expected) => {
    expect(stepZoom(zoom, direction)).toBe(expected)
  })

  it('needs exactly 25 steps from 0.1 to 3, the last one clamped', () => {
    let zoom = MIN_ZOOM
    const steps: number[] = []
    while (zoom < MAX_ZOOM) {
      zoom = stepZoom(zoom, 1)
      steps.push(zoom)
    }
    expect(steps).toHaveLength(25)
    expect(steps[23]).toBe(2.98)
    expect(steps.at(-1)).toBe(3)
  })

  it.each([
    [5, 3],
    [-1, 0.1],
    [0.05, 0.1],
    [0.3, 0.3],
  ])('clamps %p to %p', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected)
  })

  it('lets a picture more than ten times the screen stay fitted below 0.1', () => {
    expect(zoomFloor(0.05)).toBe(0.05)
    expect(zoomFloor(0.5)).toBe(MIN_ZOOM)
    expect(stepZoom(0.17, -1, zoomFloor(0.05))).toBe(0.05)
  })
})

describe('fitZoom', () => {
  const area = { width: 1000, height: 800 }

  it.each([
    ['a wide picture by its width', { width: 2000, height: 1000 }, 0, 0.5],
    ['a tall picture by its height', { width: 1000, height: 4000 }, 0, 0.2],
    ['a small picture at natural size, never enlarged', { width: 400, height: 300 }, 0, 1],
    ['a wide picture turned 90° by its (now vertical) width', { width: 2000, height: 1000 }, 90, 0.4],
    ['a picture turned 180° like the upright one', { width: 2000, height: 1000 }, 180, 0.5],
    ['a picture turned 270° like the 90° one', { width: 2000, height: 1000 }, 270, 0.4],
    ['a picture turned a full circle and more (450°)', { width: 2000, height: 1000 }, 450, 0.4],
  ])('fits %s', (_, natural, rotation, expected) => {
    expect(fitZoom(natural, area, rotation)).toBe(expected)
  })

  it('leaves the picture at natural size while the area is not measured', () => {
    expect(fitZoom({ width: 2000, height: 1000 }, { width: 0, height: 0 }, 0)).toBe(1)
  })
})

describe('rotation in 90° steps', () => {
  it('turns clockwise by 90° each time', () => {
    expect([rotate(0), rotate(90), rotate(180), rotate(270)]).toEqual([90, 180, 270, 360])
  })

  it('recentres the picture and keeps its scale', () => {
    const view: View = { zoom: 2, rotation: 90, offset: { x: 30, y: -10 } }
    expect(rotated(view)).toEqual({ zoom: 2, rotation: 180, offset: { x: 0, y: 0 } })
  })
})

describe('resolveView', () => {
  const natural = { width: 2000, height: 1000 }
  const area = { width: 1000, height: 800 }

  it('opens fitted, able to zoom both ways, not pannable', () => {
    expect(resolveView(INITIAL_VIEW, natural, area)).toMatchObject({
      zoom: 0.5,
      fit: 0.5,
      floor: MIN_ZOOM,
      fitted: true,
      canZoomIn: true,
      canZoomOut: true,
      pannable: false,
    })
  })

  it('stops zooming in at 3 and out at 0.1', () => {
    expect(resolveView({ ...INITIAL_VIEW, zoom: 3 }, natural, area)).toMatchObject({
      canZoomIn: false,
      canZoomOut: true,
    })
    expect(resolveView({ ...INITIAL_VIEW, zoom: 0.1 }, natural, area)).toMatchObject({
      canZoomIn: true,
      canZoomOut: false,
    })
  })

  it('keeps a moved picture within its edges', () => {
    // At scale 1 the picture is 2000×1000 in a 1000×800 area: 500 px of slack left and right, 100 up and down.
    const resolved = resolveView({ zoom: 1, rotation: 0, offset: { x: 900, y: -900 } }, natural, area)
    expect(resolved.offset).toEqual({ x: 500, y: -100 })
    expect(resolved.pannable).toBe(true)
  })

  it('steps from the fitted scale', () => {
    const resolved = resolveView(INITIAL_VIEW, natural, area)
    expect(zoomedBy(INITIAL_VIEW, resolved, 1).zoom).toBe(0.62)
    expect(zoomedBy(INITIAL_VIEW, resolved, -1).zoom).toBe(0.38)
  })
})

describe('clampOffset', () => {
  it('centres a picture smaller than the area', () => {
    expect(clampOffset({ x: 40, y: -40 }, { width: 500, height: 400 }, { width: 1000, height: 800 })).toEqual({
      x: 0,
      y: 0,
    })
  })
})

describe('resize toggles fit and natural size', () => {
  it('takes a fitted picture to its natural size (1:1)', () => {
    expect(resized(INITIAL_VIEW)).toEqual({ ...INITIAL_VIEW, zoom: 1 })
  })

  it('takes any other scale back to fit, recentred', () => {
    expect(resized({ zoom: 2.2, rotation: 90, offset: { x: 5, y: 5 } })).toEqual({
      zoom: null,
      rotation: 90,
      offset: { x: 0, y: 0 },
    })
  })
})

describe('double-click zoom', () => {
  const area = { width: 1000, height: 800 }

  it('doubles a fitted picture, and a second double-click fits it again', () => {
    const resolved = resolveView(INITIAL_VIEW, { width: 2000, height: 1000 }, area)
    const zoomed = doubleClicked(INITIAL_VIEW, resolved)
    expect(zoomed.zoom).toBe(1)
    expect(doubleClicked(zoomed, resolveView(zoomed, { width: 2000, height: 1000 }, area)).zoom).toBeNull()
  })

  it('never goes past 3', () => {
    const small = { width: 100, height: 100 }
    const resolved = resolveView(INITIAL_VIEW, small, area)
    expect(doubleClicked(INITIAL_VIEW, { ...resolved, fit: 2 }).zoom).toBe(MAX_ZOOM)
  })
})

describe('pinchZoom', () => {
  it.each([
    ['spreading the fingers twice as far doubles the scale', 0.5, 100, 200, 1],
    ['pinching to half halves it', 1, 200, 100, 0.5],
    ['never past 3', 2, 100, 400, 3],
    ['never below 0.1', 0.5, 400, 10, 0.1],
    ['a zero start distance keeps the scale', 0.7, 0, 50, 0.7],
  ])('%s', (_, start, from, to, expected) => {
    expect(pinchZoom(start, from, to, MIN_ZOOM)).toBe(expected)
  })
})

describe('swipeDirection (tolerance 50 px)', () => {
  it.each([
    [-49, 0, null],
    [49, 0, null],
    [-50, 0, null],
    [50, 0, null],
    [-51, 0, 'next'],
    [51, 0, 'prev'],
    [-200, 10, 'next'],
    [80, -90, null],
    [0, 200, null],
  ])('a drag of dx %p, dy %p → %p', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected)
  })
})

describe('taps', () => {
  it('counts a press that barely moved as a tap', () => {
    expect(isTap(3, 4)).toBe(true)
    expect(isTap(8, 8)).toBe(false)
  })

  it('pairs two taps within 300 ms into a double tap', () => {
    expect(isDoubleTap(undefined, 1000)).toBe(false)
    expect(isDoubleTap(1000, 1000 + DOUBLE_TAP_MS - 1)).toBe(true)
    expect(isDoubleTap(1000, 1000 + DOUBLE_TAP_MS)).toBe(false)
  })
})

describe('createThrottle (wheel, 80 ms)', () => {
  it('lets one event through per 80 ms and drops the ones between', () => {
    const gate = createThrottle()
    const t0 = 10_000
    expect(gate(t0)).toBe(true)
    expect(gate(t0 + 1)).toBe(false)
    expect(gate(t0 + WHEEL_THROTTLE_MS - 1)).toBe(false)
    expect(gate(t0 + WHEEL_THROTTLE_MS)).toBe(true)
    expect(gate(t0 + WHEEL_THROTTLE_MS + 79)).toBe(false)
    expect(gate(t0 + 2 * WHEEL_THROTTLE_MS)).toBe(true)
  })

  it('counts from the last event it let through, not the last one it saw', () => {
    const gate = createThrottle()
    expect(gate(0)).toBe(true)
    expect(gate(50)).toBe(false)
    expect(gate(100)).toBe(true)
  })

  it('lets the very first event through at time 0', () => {
    expect(createThrottle()(0)).toBe(true)
  })
})

describe('wheelDirection', () => {
  it.each([
    [0, -100, 1],
    [0, 100, -1],
    [0, -1, 1],
    [0, 0, null],
    [120, 20, null],
    [-30, 30, null],
  ])('dx %p, dy %p → %p', (dx, dy, expected) => {
    expect(wheelDirection(dx, dy)).toBe(expected)
  })
})

describe('zoomKeyDirection', () => {
  it.each([
    ['+', 1],
    ['=', 1],
    ['-', -1],
    ['_', -1],
    ['ArrowUp', null],
    ['0', null],
  ])('%p → %p', (key, expected) => {
    expect(zoomKeyDirection(key)).toBe(expected)
  })
})

describe('transformOf', () => {
  it('centres, moves, scales and turns the picture, in that order', () => {
    expect(transformOf({ offset: { x: 10, y: -5 }, zoom: 0.62, rotation: 90 })).toBe(
      'translate(-50%, -50%) translate(10px, -5px) scale(0.62) rotate(90deg)',
    )
  })
})
