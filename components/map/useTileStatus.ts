import { useEffect, useMemo, useRef } from 'react'

/**
 * TileLayer event handlers that report whether the base map is failing: a tile error (offline,
 * blocked, a server down) sets it, the next tile that loads clears it. Leaflet's `tileerror` is only
 * an event, so nothing is thrown; the callback hears about changes only, not every tile.
 */
export function useTileStatus(onFailedChange?: (failed: boolean) => void) {
  const failed = useRef(false)
  const callback = useRef(onFailedChange)
  useEffect(() => {
    callback.current = onFailedChange
  })
  return useMemo(() => {
    const report = (value: boolean) => {
      if (failed.current === value) return
      failed.current = value
      callback.current?.(value)
    }
    return { tileerror: () => report(true), tileload: () => report(false) }
  }, [])
}
