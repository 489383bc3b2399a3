import { useEffect, useState } from 'react'
import { HEADER_HIDE_BELOW_PX } from '@/lib/constants'

export interface HideOnScrollState {
  hidden: boolean
  /** The scroll position the last decision was made at. */
  lastY: number
}

export interface ScrollSample {
  y: number
  viewportWidth: number
}

/** Scroll moves smaller than this are jitter (rubber-band bounce, address bar resizes), not intent. */
export const SCROLL_TOLERANCE_PX = 8

/** Near the very top the header always shows: there is nothing under it to reveal. */
export const ALWAYS_SHOWN_ABOVE_PX = 64

/**
 * docs/spec.md#2-screens-and-routes: below 1024 px the header hides while scrolling down and comes back on scrolling
 * up. Pure, so the whole rule is testable without a browser.
 */
export function nextHideOnScroll(
  state: HideOnScrollState,
  { y, viewportWidth }: ScrollSample,
  hideBelowPx: number = HEADER_HIDE_BELOW_PX,
): HideOnScrollState {
  if (viewportWidth >= hideBelowPx || y <= ALWAYS_SHOWN_ABOVE_PX) return { hidden: false, lastY: y }
  const delta = y - state.lastY
  // Keep the old anchor so that slow scrolling still adds up to a decision.
  if (Math.abs(delta) < SCROLL_TOLERANCE_PX) return state
  return { hidden: delta > 0, lastY: y }
}

/** Whether the header should be tucked away right now. */
export function useHideOnScroll(hideBelowPx: number = HEADER_HIDE_BELOW_PX): boolean {
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    let state: HideOnScrollState = { hidden: false, lastY: window.scrollY }
    const update = () => {
      state = nextHideOnScroll(state, { y: window.scrollY, viewportWidth: window.innerWidth }, hideBelowPx)
      setHidden(state.hidden)
    }
    // Browsers already deliver scroll events at most once per frame, so no extra throttling.
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [hideBelowPx])

  return hidden
}
