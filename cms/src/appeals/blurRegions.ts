/**
 * The areas an editor hides on an appeal photo before it is shown publicly (faces, number plates;
 * docs/decisions/0056-photo-blur.md): rectangles in fractions of the picture as it is displayed
 * (upright, after its EXIF orientation), so they fit any size of it. Pure and client-safe: the
 * field's validation, the admin's drawing tool and the public copy (publicCopy.ts) share it.
 */

/** Left, top, width and height, each a fraction 0..1 of the picture's width or height. */
export type BlurRegion = { x: number; y: number; w: number; h: number }

/** More than this on one photo: the photo is not one to show, whatever is hidden. */
export const MAX_BLUR_REGIONS = 20

/** A new area from «Добавить область»: a fifth of each side, in the middle. */
export const NEW_REGION_SIZE = 0.2

/** The smallest side a drawn or resized area keeps; a drag shorter than this draws nothing. */
export const MIN_REGION_SIZE = 0.02

/** One arrow key press moves or resizes by this much. */
export const KEY_STEP = 0.01

/** Rounding slack, so that 0.1 + 0.9 counts as the edge. */
const EPSILON = 1e-9

export const BLUR_MESSAGES = {
  notList: 'Области размытия должны быть списком прямоугольников',
  tooMany: `На одном фото можно скрыть не больше ${MAX_BLUR_REGIONS} областей`,
  badRegion: (n: number) => `Область ${n}: нужны числа x, y, w и h от 0 до 1`,
  empty: (n: number) => `Область ${n} пустая: у неё нет ширины или высоты`,
  outside: (n: number) => `Область ${n} выходит за край фото`,
} as const

const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The first thing wrong with a value of the field, in words for the editor, or null when it is a
 * list of at most MAX_BLUR_REGIONS rectangles inside the picture with a width and a height.
 * Null and undefined are an empty list.
 */
export function blurRegionsError(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (!Array.isArray(value)) return BLUR_MESSAGES.notList
  if (value.length > MAX_BLUR_REGIONS) return BLUR_MESSAGES.tooMany
  for (const [index, region] of value.entries()) {
    const n = index + 1
    if (!isRecord(region) || ![region.x, region.y, region.w, region.h].every(isFraction)) {
      return BLUR_MESSAGES.badRegion(n)
    }
    const { x, y, w, h } = region as BlurRegion
    if (w === 0 || h === 0) return BLUR_MESSAGES.empty(n)
    if (x + w > 1 + EPSILON || y + h > 1 + EPSILON) return BLUR_MESSAGES.outside(n)
  }
  return null
}

/**
 * The regions of a valid value, each with only its four numbers (anything else an API client sent
 * is dropped before it is stored). Throws on an invalid value: check with blurRegionsError first.
 */
export function toBlurRegions(value: unknown): BlurRegion[] {
  const error = blurRegionsError(value)
  if (error) throw new Error(`Invalid blur regions: ${error}`)
  if (!Array.isArray(value)) return []
  return value.map((region: BlurRegion) => ({ x: region.x, y: region.y, w: region.w, h: region.h }))
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export type Point = { x: number; y: number }

/** The new area of «Добавить область». */
export const centredRegion = (size = NEW_REGION_SIZE): BlurRegion => ({
  x: (1 - size) / 2,
  y: (1 - size) / 2,
  w: size,
  h: size,
})

/** The rectangle a drag from `a` to `b` spans (either way round), kept inside the picture. */
export function regionFromPoints(a: Point, b: Point): BlurRegion {
  const [x1, x2] = [clamp(Math.min(a.x, b.x), 0, 1), clamp(Math.max(a.x, b.x), 0, 1)]
  const [y1, y2] = [clamp(Math.min(a.y, b.y), 0, 1), clamp(Math.max(a.y, b.y), 0, 1)]
  return { x: x1, y: y1, w: x2 - x1, h: y2 - y1 }
}

/** Whether a drawn rectangle is big enough to keep (a click is not an area). */
export const isDrawnRegion = (region: BlurRegion): boolean => region.w >= MIN_REGION_SIZE && region.h >= MIN_REGION_SIZE

/** The region moved by (dx, dy), stopping at the picture's edges without changing its size. */
export function moveRegion(region: BlurRegion, dx: number, dy: number): BlurRegion {
  return {
    ...region,
    x: clamp(region.x + dx, 0, 1 - region.w),
    y: clamp(region.y + dy, 0, 1 - region.h),
  }
}

/** The region with its right and bottom edges moved by (dw, dh), between MIN_REGION_SIZE and the edge. */
export function resizeRegion(region: BlurRegion, dw: number, dh: number): BlurRegion {
  return {
    ...region,
    w: clamp(region.w + dw, Math.min(MIN_REGION_SIZE, 1 - region.x), 1 - region.x),
    h: clamp(region.h + dh, Math.min(MIN_REGION_SIZE, 1 - region.y), 1 - region.y),
  }
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/**
 * The keyboard's way to place an area: an arrow moves it by KEY_STEP, Shift with an arrow resizes
 * it (right and down grow it). Null for any other key, which the tool leaves to the browser.
 */
export function regionAfterKey(region: BlurRegion, key: string, shift: boolean): BlurRegion | null {
  const arrow = ARROWS[key]
  if (!arrow) return null
  const [dx, dy] = [arrow.x * KEY_STEP, arrow.y * KEY_STEP]
  return shift ? resizeRegion(region, dx, dy) : moveRegion(region, dx, dy)
}

export type PixelBox = { left: number; top: number; width: number; height: number }

/**
 * The region on a picture of width×height pixels, rounded outwards (a region never hides less than
 * was drawn) and at least one pixel each way.
 */
export function toPixelBox(region: BlurRegion, width: number, height: number): PixelBox {
  const left = clamp(Math.floor(region.x * width), 0, width - 1)
  const top = clamp(Math.floor(region.y * height), 0, height - 1)
  const right = clamp(Math.ceil((region.x + region.w) * width), left + 1, width)
  const bottom = clamp(Math.ceil((region.y + region.h) * height), top + 1, height)
  return { left, top, width: right - left, height: bottom - top }
}

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`

/** The area in words, for screen readers and the list: «Область 2: слева 10 %, сверху 5 %, 20 % × 15 %». */
export const describeRegion = (region: BlurRegion, index: number): string =>
  `Область ${index + 1}: слева ${percent(region.x)}, сверху ${percent(region.y)}, ` +
  `ширина ${percent(region.w)}, высота ${percent(region.h)}`
