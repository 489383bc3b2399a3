import { useEffect, useState, type RefObject } from 'react'

/** Start loading a little before a box scrolls into view, so it is there when the reader arrives. */
const NEAR_MARGIN = '300px 0px'

/**
 * True once the element has come near the viewport, and from then on: what a map or another heavy
 * part waits for before it loads anything. Without IntersectionObserver (jsdom, very old browsers)
 * it stays false, and the caller's placeholder stays.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || near) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
