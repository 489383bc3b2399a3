/**
 * Lightbox constants of docs/spec.md#9-business-constants-and-limits, in one place so the tests can prove each of them.
 *
 * Zoom is a scale of the picture's natural size: 1 shows every image pixel as one CSS pixel,
 * 3 is "3 times natural size". The picture opens fitted to the screen, never above 1.
 */

/** One press of a zoom control (or one wheel notch, key press) adds or takes away this much scale. */
export const ZOOM_STEP = 0.12

/** The largest scale: three times the natural size. */
export const MAX_ZOOM = 3

/** The smallest scale the zoom controls reach. */
export const MIN_ZOOM = 0.1

/** A horizontal drag must travel further than this to change the photo. */
export const SWIPE_TOLERANCE_PX = 50

/** The rotate control turns the picture clockwise by this many degrees. */
export const ROTATION_STEP_DEG = 90

/** Wheel zoom reacts to at most one wheel event per this interval. */
export const WHEEL_THROTTLE_MS = 80

/**
 * Not in the spec: two taps closer together than this count as a double tap, as mouse
 * double-clicks do. 300 ms is what mobile browsers themselves use.
 */
export const DOUBLE_TAP_MS = 300

/** Not in the spec: a press that moves less than this is a tap, not a drag. */
export const TAP_SLOP_PX = 10

/** Not in the spec: a double-click on a fitted picture zooms it this many times. */
export const DOUBLE_CLICK_ZOOM_FACTOR = 2

/**
 * Every word the lightbox shows or announces. Keys are the labels yet-another-react-lightbox
 * translates, plus our own controls (added to its `Labels` type in ViewPlugin.tsx).
 */
export const LABELS = {
  Lightbox: 'Просмотр фото',
  Carousel: 'карусель',
  'Photo gallery': 'Фотографии',
  Slide: 'фото',
  '{index} of {total}': 'Фото {index} из {total}',
  Previous: 'Предыдущее фото',
  Next: 'Следующее фото',
  Close: 'Закрыть',
  'Zoom in': 'Увеличить',
  'Zoom out': 'Уменьшить',
  Rotate: 'Повернуть',
  'Actual size': 'Исходный размер',
  'Fit to screen': 'Вписать в экран',
} as const

/** docs/spec.md#8-error-catalogue: a picture that fails to load shows the broken-image icon. */
export const BROKEN_IMAGE_MESSAGE = 'Не удалось загрузить фото'
