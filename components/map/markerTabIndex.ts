/** A rectangle on the screen, as getBoundingClientRect gives it. */
export type ScreenBox = { left: number; top: number; right: number; bottom: number }

/**
 * A marker's place in the Tab order: 0 (a Tab stop) when its icon lies wholly inside the map's
 * box and nothing covers its centre, else -1 (still clickable, skipped by Tab). An icon that is
 * not drawn (0 × 0) is never a Tab stop.
 */
export function markerTabIndex(icon: ScreenBox, map: ScreenBox, onTopAtCentre: boolean): 0 | -1 {
  const drawn = icon.right > icon.left && icon.bottom > icon.top
  const inside = icon.left >= map.left && icon.right <= map.right && icon.top >= map.top && icon.bottom <= map.bottom
  return drawn && inside && onTopAtCentre ? 0 : -1
}
