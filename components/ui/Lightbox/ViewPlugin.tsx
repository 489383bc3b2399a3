import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from 'react'
import {
  EVENT_ON_KEY_DOWN,
  EVENT_ON_POINTER_CANCEL,
  EVENT_ON_POINTER_DOWN,
  EVENT_ON_POINTER_LEAVE,
  EVENT_ON_POINTER_MOVE,
  EVENT_ON_POINTER_UP,
  EVENT_ON_WHEEL,
  createModule,
  isImageSlide,
  useController,
  useLightboxState,
  type ComponentProps,
  type Plugin,
  type SlideImage,
} from 'yet-another-react-lightbox'

import {
  INITIAL_VIEW,
  createThrottle,
  doubleClicked,
  isDoubleTap,
  isTap,
  pannedTo,
  pinchZoom,
  resized,
  resolveView,
  rotated,
  swipeDirection,
  wheelDirection,
  zoomKeyDirection,
  zoomedBy,
  zoomedTo,
  type Point,
  type ResolvedView,
  type Size,
  type View,
} from './view'

declare module 'yet-another-react-lightbox' {
  /** Our own controls translate through the same `labels` prop as the built-in ones. */
  interface Labels {
    'Zoom in'?: string
    'Zoom out'?: string
    Rotate?: string
    'Actual size'?: string
    'Fit to screen'?: string
  }
}

/**
 * Zoom, rotation, resize and the gestures, as a yet-another-react-lightbox plugin.
 *
 * The library's Zoom plugin cannot be configured to docs/spec.md#9-business-constants-and-limits: it multiplies the
 * scale (`zoomInMultiplier`) instead of adding 0.12, counts its bounds from the fitted size instead of
 * the natural one, zooms on every wheel event without a throttle, and its own swipe threshold is a
 * fixed 30 px. So the library keeps the portal, focus, Escape, arrow keys, buttons and the carousel,
 * and this module owns the scale, the rotation and every pointer gesture (swipe navigation of the
 * library is switched off in Lightbox.tsx).
 */

export type ViewApi = {
  /** The current picture's view; null while its size is unknown or it failed to load. */
  current: ResolvedView | null
  /** The slide area the picture is fitted into. */
  area: Size
  /** A pan, pinch or drag is under way: the picture follows the pointer without easing. */
  interacting: boolean
  zoomBy: (direction: 1 | -1) => void
  rotate: () => void
  resize: () => void
  /** A mouse double-click on the current slide (touch double taps are detected here). */
  doubleClick: () => void
  sizeOf: (slide: SlideImage) => Size | undefined
  isBroken: (src: string) => boolean
  onImageLoad: (src: string, image: HTMLImageElement) => void
  onImageError: (src: string) => void
}

const ViewContext = createContext<ViewApi | null>(null)

export function useView(): ViewApi {
  const api = useContext(ViewContext)
  if (!api) throw new Error('useView must be used inside the lightbox view plugin')
  return api
}

type Gesture = {
  pointers: Map<number, Point>
  /** Where a one-pointer press began, and what a drag from there does. */
  start?: { point: Point; offset: Point; pannable: boolean }
  pinch?: { distance: number; zoom: number }
  /** A second finger joined in: the release is neither a swipe nor a tap. */
  multi: boolean
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

function pointOf(event: PointerEvent): Point {
  return { x: event.clientX, y: event.clientY }
}

/** Presses on the toolbar and navigation buttons are clicks, never drags or double taps. */
function startsOnButton(event: PointerEvent): boolean {
  return event.target instanceof Element && event.target.closest('button') !== null
}

function ViewProvider({ children }: ComponentProps) {
  const { slideRect, subscribeSensors, prev, next } = useController()
  const { currentSlide, globalIndex } = useLightboxState()

  // The view belongs to one visit of one slide: any navigation starts from INITIAL_VIEW again.
  const [state, setState] = useState<{ key: number; view: View }>({ key: globalIndex, view: INITIAL_VIEW })
  const view = state.key === globalIndex ? state.view : INITIAL_VIEW
  const [loaded, setLoaded] = useState<Readonly<Record<string, Size>>>({})
  const [broken, setBroken] = useState<Readonly<Record<string, true>>>({})
  const [interacting, setInteracting] = useState(false)

  const sizeOf = useCallback(
    (slide: SlideImage): Size | undefined =>
      loaded[slide.src] ?? (slide.width && slide.height ? { width: slide.width, height: slide.height } : undefined),
    [loaded],
  )

  const currentImage: SlideImage | undefined = currentSlide && isImageSlide(currentSlide) ? currentSlide : undefined
  const natural = useMemo(
    () => (currentImage && !broken[currentImage.src] ? sizeOf(currentImage) : undefined),
    [currentImage, broken, sizeOf],
  )
  const area = useMemo(
    () => ({ width: slideRect.width, height: slideRect.height }),
    [slideRect.width, slideRect.height],
  )
  const current = useMemo(() => (natural ? resolveView(view, natural, area) : null), [view, natural, area])

  const update = useCallback(
    (change: (view: View, resolved: ResolvedView) => View) => {
      if (!natural) return
      setState((previous) => {
        const base = previous.key === globalIndex ? previous.view : INITIAL_VIEW
        return { key: globalIndex, view: change(base, resolveView(base, natural, area)) }
      })
    },
    [natural, area, globalIndex],
  )

  const gesture = useRef<Gesture>({ pointers: new Map(), multi: false })
  const lastTapAt = useRef<number | undefined>(undefined)
  const lastPointerType = useRef('mouse')
  const [wheelGate] = useState(() => createThrottle())

  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    if (!current || startsOnButton(event) || (event.pointerType === 'mouse' && event.button !== 0)) return
    lastPointerType.current = event.pointerType
    const g = gesture.current
    g.pointers.set(event.pointerId, pointOf(event))
    if (g.pointers.size === 1) {
      g.start = { point: pointOf(event), offset: current.offset, pannable: current.pannable }
      g.multi = false
      setInteracting(current.pannable)
    } else if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point]
      g.multi = true
      g.pinch = { distance: distance(a, b), zoom: current.zoom }
      setInteracting(true)
    }
  })

  const onPointerMove = useEffectEvent((event: PointerEvent) => {
    const g = gesture.current
    if (!current || !g.pointers.has(event.pointerId)) return
    g.pointers.set(event.pointerId, pointOf(event))
    if (g.pinch && g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point]
      const zoom = pinchZoom(g.pinch.zoom, g.pinch.distance, distance(a, b), current.floor)
      update((v, r) => zoomedTo(v, r, zoom))
    } else if (g.start?.pannable && !g.multi) {
      const { point, offset } = g.start
      update((v) => pannedTo(v, { x: offset.x + event.clientX - point.x, y: offset.y + event.clientY - point.y }))
    }
  })

  const onPointerEnd = useEffectEvent((event: PointerEvent) => {
    const g = gesture.current
    if (!g.pointers.has(event.pointerId)) return
    g.pointers.delete(event.pointerId)
    if (g.pointers.size < 2) g.pinch = undefined
    if (g.pointers.size > 0) return
    const { start, multi } = g
    g.start = undefined
    g.multi = false
    setInteracting(false)
    // A pointer that left the lightbox or was taken over by the browser finishes nothing.
    if (!start || multi || event.type !== 'pointerup') return
    const dx = event.clientX - start.point.x
    const dy = event.clientY - start.point.y
    if (start.pannable) {
      update((v) => pannedTo(v, { x: start.offset.x + dx, y: start.offset.y + dy }))
    } else {
      const direction = swipeDirection(dx, dy)
      if (direction === 'next') next()
      if (direction === 'prev') prev()
    }
    // Mouse double-clicks arrive as dblclick events; touch and pen double taps are counted here.
    if (event.pointerType !== 'mouse' && isTap(dx, dy)) {
      if (isDoubleTap(lastTapAt.current, event.timeStamp)) {
        lastTapAt.current = undefined
        update(doubleClicked)
      } else {
        lastTapAt.current = event.timeStamp
      }
    }
  })

  const onWheel = useEffectEvent((event: WheelEvent) => {
    const direction = wheelDirection(event.deltaX, event.deltaY)
    if (direction === null || !current) return
    event.stopPropagation()
    // docs/spec.md#9-business-constants-and-limits: one zoom step per 80 ms however fast the wheel spins.
    if (wheelGate(Date.now())) update((v, r) => zoomedBy(v, r, direction))
  })

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // Ctrl/Cmd with + and - stays the browser's page zoom.
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const direction = zoomKeyDirection(event.key)
    if (direction === null || !current) return
    event.preventDefault()
    event.stopPropagation()
    update((v, r) => zoomedBy(v, r, direction))
  })

  useEffect(() => {
    const unsubscribe = [
      subscribeSensors(EVENT_ON_POINTER_DOWN, (event) => onPointerDown(event)),
      subscribeSensors(EVENT_ON_POINTER_MOVE, (event) => onPointerMove(event)),
      subscribeSensors(EVENT_ON_POINTER_UP, (event) => onPointerEnd(event)),
      subscribeSensors(EVENT_ON_POINTER_CANCEL, (event) => onPointerEnd(event)),
      subscribeSensors(EVENT_ON_POINTER_LEAVE, (event) => onPointerEnd(event)),
      subscribeSensors(EVENT_ON_WHEEL, (event) => onWheel(event)),
      subscribeSensors(EVENT_ON_KEY_DOWN, (event) => onKeyDown(event)),
    ]
    return () => unsubscribe.forEach((fn) => fn())
  }, [subscribeSensors])

  useEffect(() => {
    // A gesture never carries over to the next slide.
    gesture.current = { pointers: new Map(), multi: false }
    lastTapAt.current = undefined
  }, [globalIndex])

  const api = useMemo<ViewApi>(
    () => ({
      current,
      area,
      interacting,
      zoomBy: (direction) => update((v, r) => zoomedBy(v, r, direction)),
      rotate: () => update(rotated),
      resize: () => update(resized),
      doubleClick: () => {
        if (lastPointerType.current === 'mouse') update(doubleClicked)
      },
      sizeOf,
      isBroken: (src) => broken[src] === true,
      onImageLoad: (src, image) => {
        const { naturalWidth: width, naturalHeight: height } = image
        if (width > 0 && height > 0) {
          setLoaded((sizes) =>
            sizes[src]?.width === width && sizes[src]?.height === height
              ? sizes
              : { ...sizes, [src]: { width, height } },
          )
        }
      },
      onImageError: (src) => setBroken((map) => (map[src] ? map : { ...map, [src]: true })),
    }),
    [current, area, interacting, update, sizeOf, broken],
  )

  return <ViewContext.Provider value={api}>{children}</ViewContext.Provider>
}

export const VIEW_PLUGIN_NAME = 'anapa-view'

/** Wraps the carousel, toolbar and navigation, so the slides and our toolbar buttons share the view. */
export const ViewPlugin: Plugin = ({ addModule }) => {
  addModule(createModule(VIEW_PLUGIN_NAME, ViewProvider))
}
