import { useEffect } from 'react'
import { useMap } from 'react-leaflet'

import { markerTabIndex } from './markerTabIndex'

/**
 * Keeps Tab on the markers and clusters a visitor can see (WCAG 2.4.11 Focus Not Obscured,
 * docs/testing/accessibility.md). Leaflet makes every marker a Tab stop, and the cluster group keeps
 * markers well outside the view in the page, so Tab walked through points off the map's edge or
 * under the header. After every move, zoom, marker added and page scroll, a marker whose icon is not
 * wholly inside the map and on top at its centre leaves the Tab order (`tabindex="-1"`) until it is
 * in view again; arrow keys on the focused map pan it there, and the list beside the map names
 * every point. Rendered inside a MapContainer.
 */
export function TabOnlyVisibleMarkers() {
  const map = useMap()
  useEffect(() => {
    const pane = map.getPane('markerPane')
    if (!pane) return
    let frame = 0
    const update = () => {
      frame = 0
      const view = map.getContainer().getBoundingClientRect()
      // Only keyboard markers: Leaflet gives them a tabindex; a marker drawn for show has none.
      const icons = [...pane.querySelectorAll<HTMLElement>('.leaflet-marker-icon[tabindex]')]
      // Every icon measured first, then every tabindex set: a write between two reads would make
      // the browser lay the page out again for each marker, one of the map page's long tasks.
      const order = icons.map((icon) => {
        const box = icon.getBoundingClientRect()
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return markerTabIndex(box, view, onTop !== null && (onTop === icon || icon.contains(onTop)))
      })
      icons.forEach((icon, i) => {
        if (icon.tabIndex !== order[i]) icon.tabIndex = order[i]!
      })
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    map.on('moveend zoomend layeradd popupopen popupclose', schedule)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      map.off('moveend zoomend layeradd popupopen popupclose', schedule)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [map])
  return null
}
