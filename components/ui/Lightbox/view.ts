import {
  DOUBLE_CLICK_ZOOM_FACTOR,
  DOUBLE_TAP_MS,
  MAX_ZOOM,
  MIN_ZOOM,
  ROTATION_STEP_DEG,
  SWIPE_TOLERANCE_PX,
  TAP_SLOP_PX,
  WHEEL_THROTTLE_MS,
  ZOOM_STEP,
} from './constants'

/**
 * The lightbox's arithmetic, free of React and the DOM: how a picture is scaled, turned and
 * moved, and what a gesture means. The components only feed it sizes, pointer positions and times.
 */

export type Size = { width: number; height: number }
export type Point = { x: number; y: number }
export type SwipeDirection = 'prev' | 'next'

/**
 * What the user did to the picture on screen. `zoom: null` means "fitted to the screen": the
 * scale then follows the screen and the rotation instead of being stored.
 */
export type View = { zoom: number | null; rotation: number; offset: Point }

export const INITIAL_VIEW: View = { zoom: null, rotation: 0, offset: { x: 0, y: 0 } }

/** Repeated additions of 0.12 drift (0.1 + 0.12 = 0.22000000000000003); scales keep 6 decimals. */
function roundScale(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/** docs/spec.md#5-validation-rules: an out-of-range start index is clamped to the list. */
export function clampIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0
  return Math.min(length - 1, Math.max(0, Math.trunc(index)))
}

/**
 * The lowest scale the controls reach. Normally MIN_ZOOM, but a picture more than ten times
 * larger than the screen must still be seen whole, so its fitted scale is the floor then.
 */
export function zoomFloor(fit: number): number {
  return Math.min(MIN_ZOOM, fit)
}

export function clampZoom(zoom: number, floor: number = MIN_ZOOM): number {
  return roundScale(Math.min(MAX_ZOOM, Math.max(floor, zoom)))
}

/** One zoom step in or out (`direction` 1 or -1), kept within the bounds. */
export function stepZoom(zoom: number, direction: 1 | -1, floor: number = MIN_ZOOM): number {
  return clampZoom(zoom + direction * ZOOM_STEP, floor)
}

/** The next clockwise position. Degrees keep growing so a CSS transition never spins backwards. */
export function rotate(rotation: number): number {
  return rotation + ROTATION_STEP_DEG
}

/** A picture turned by 90 or 270 degrees shows its height across the screen. */
export function isQuarterTurn(rotation: number): boolean {
  return Math.abs(rotation) % 180 === 90
}

/** The natural size as it lies on screen after the rotation. */
export function turnedSize(natural: Size, rotation: number): Size {
  return isQuarterTurn(rotation) ? { width: natural.height, height: natural.width } : natural
}

/**
 * The scale at which the whole (turned) picture fits the area. It never enlarges a picture beyond
 * its natural size, and without a measured area or picture it leaves the picture at natural size.
 */
export function fitZoom(natural: Size, area: Size, rotation: number): number {
  const turned = turnedSize(natural, rotation)
  if (turned.width <= 0 || turned.height <= 0 || area.width <= 0 || area.height <= 0) return 1
  return roundScale(Math.min(1, area.width / turned.width, area.height / turned.height))
}

export function displayedSize(natural: Size, zoom: number, rotation: number): Size {
  const turned = turnedSize(natural, rotation)
  return { width: turned.width * zoom, height: turned.height * zoom }
}

/** Whether the picture on screen is larger than the area, so a drag moves it instead of the carousel. */
export function overflows(shown: Size, area: Size): boolean {
  return shown.width > area.width + 0.5 || shown.height > area.height + 0.5
}

/** A moved picture may slide until its edge meets the area's edge, and no further. */
export function clampOffset(offset: Point, shown: Size, area: Size): Point {
  const maxX = Math.max(0, (shown.width - area.width) / 2)
  const maxY = Math.max(0, (shown.height - area.height) / 2)
  // `+ 0` turns -0 into 0, so a centred picture never shows "-0px" in its transform.
  return {
    x: Math.min(maxX, Math.max(-maxX, offset.x)) + 0,
    y: Math.min(maxY, Math.max(-maxY, offset.y)) + 0,
  }
}

/** Everything the slide and the controls show for one view of one picture. */
export type ResolvedView = {
  zoom: number
  fit: number
  floor: number
  rotation: number
  offset: Point
  fitted: boolean
  canZoomIn: boolean
  canZoomOut: boolean
  /** The picture is larger than the area: a one-finger drag pans it. */
  pannable: boolean
}

export function resolveView(view: View, natural: Size, area: Size): ResolvedView {
  const fit = fitZoom(natural, area, view.rotation)
  const floor = zoomFloor(fit)
  const zoom = view.zoom === null ? fit : clampZoom(view.zoom, floor)
  const shown = displayedSize(natural, zoom, view.rotation)
  return {
    zoom,
    fit,
    floor,
    rotation: view.rotation,
    offset: clampOffset(view.offset, shown, area),
    fitted: view.zoom === null,
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > floor,
    pannable: overflows(shown, area),
  }
}

export function zoomedBy(view: View, resolved: ResolvedView, direction: 1 | -1): View {
  return { ...view, zoom: stepZoom(resolved.zoom, direction, resolved.floor) }
}

export function zoomedTo(view: View, resolved: ResolvedView, zoom: number): View {
  return { ...view, zoom: clampZoom(zoom, resolved.floor) }
}

export function rotated(view: View): View {
  return { ...view, rotation: rotate(view.rotation), offset: INITIAL_VIEW.offset }
}

/**
 * The resize control: a fitted picture goes to its natural size (1:1, "Исходный размер"), any
 * other scale goes back to fitting the screen ("Вписать в экран").
 */
export function resized(view: View): View {
  return { ...view, zoom: view.zoom === null ? 1 : null, offset: INITIAL_VIEW.offset }
}

/** Double-click or double tap: a fitted picture zooms in, a zoomed one goes back to fit. */
export function doubleClicked(view: View, resolved: ResolvedView): View {
  if (view.zoom !== null) return { ...view, zoom: null, offset: INITIAL_VIEW.offset }
  return { ...view, zoom: clampZoom(resolved.fit * DOUBLE_CLICK_ZOOM_FACTOR, resolved.floor) }
}

export function pannedTo(view: View, offset: Point): View {
  return { ...view, offset }
}

/** The scale a pinch asks for: the start scale times how far the fingers spread. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number, floor: number): number {
  if (startDistance <= 0) return clampZoom(startZoom, floor)
  return clampZoom((startZoom * distance) / startDistance, floor)
}

/**
 * What a finished one-finger drag means. It changes the photo only when it went further than the
 * tolerance and more sideways than up or down; dragging leftwards brings the next photo.
 */
export function swipeDirection(dx: number, dy: number, tolerance: number = SWIPE_TOLERANCE_PX): SwipeDirection | null {
  if (Math.abs(dx) <= tolerance || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'prev'
}

export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_SLOP_PX
}

export function isDoubleTap(previousTapAt: number | undefined, now: number, delay: number = DOUBLE_TAP_MS): boolean {
  return previousTapAt !== undefined && now - previousTapAt < delay
}

/**
 * A throttle gate with an injected clock: it lets a call through when at least `interval` ms
 * passed since the last call it let through, and drops the calls in between.
 */
export function createThrottle(interval: number = WHEEL_THROTTLE_MS): (now: number) => boolean {
  let last: number | undefined
  return (now) => {
    if (last !== undefined && now - last < interval) return false
    last = now
    return true
  }
}

/** Wheel up zooms in, wheel down zooms out; sideways scrolling is not zoom. */
export function wheelDirection(deltaX: number, deltaY: number): 1 | -1 | null {
  if (deltaY === 0 || Math.abs(deltaY) <= Math.abs(deltaX)) return null
  return deltaY < 0 ? 1 : -1
}

/** + and - zoom, whether typed with Shift, without it (= and _) or on the number pad. */
export function zoomKeyDirection(key: string): 1 | -1 | null {
  if (key === '+' || key === '=') return 1
  if (key === '-' || key === '_') return -1
  return null
}

/** The CSS transform of the picture, centred on the slide before it is moved, scaled and turned. */
export function transformOf(resolved: Pick<ResolvedView, 'offset' | 'zoom' | 'rotation'>): string {
  const { offset, zoom, rotation } = resolved
  return `translate(-50%, -50%) translate(${offset.x}px, ${offset.y}px) scale(${zoom}) rotate(${rotation}deg)`
}
