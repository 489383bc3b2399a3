import L from 'leaflet'
import { useEffect, useState, type RefObject } from 'react'

import { kindIcon } from './icons'
import type { MapMarker } from './types'

/**
 * How many markers go to the cluster group in one task. Leaflet.markercluster's own chunked loading
 * looks at the clock only every 200 markers, so the city's hundred went in one task of about
 * 100 ms on Lighthouse's slowed phone, the map page's longest after hydration.
 */
const MARKERS_PER_TASK = 24

/** The marker whose popup is open, and the element its card is rendered into. */
export type OpenPopup = { marker: MapMarker; element: HTMLElement; popup: L.Popup }

/** What the map learns from its marker layers. */
export type MarkerLayers = {
  /** The marker whose popup is open, if any. */
  open: OpenPopup | null
  /** True once every marker of the current list is in the group, so a chosen one can be found. */
  placed: boolean
}

/**
 * The object markers, created with Leaflet directly and handed to the cluster group with
 * `addLayers`, MARKERS_PER_TASK at a time. As react-leaflet components every marker and its popup was a pair
 * of React elements with their own effects, and committing fifty of them was the map page's
 * longest task on a phone. Popups get their card from React only while open (`OpenPopup`).
 */
export function useMarkerLayers(
  group: L.MarkerClusterGroup | null,
  markers: readonly MapMarker[],
  layersByKey: RefObject<Map<string, L.Marker>>,
): MarkerLayers {
  const [open, setOpen] = useState<OpenPopup | null>(null)
  // The list whose last slice is in: a new list (another layer chosen) is not placed until its own is.
  const [placedList, setPlacedList] = useState<readonly MapMarker[] | null>(null)

  useEffect(() => {
    if (!group) return
    const byKey = layersByKey.current
    const added: L.Marker[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    // One slice per task, the first after the map's own mount: see MARKERS_PER_TASK.
    const addSlice = (from: number) => {
      const slice = markers.slice(from, from + MARKERS_PER_TASK).map((marker) => {
        const layer = L.marker([marker.point.lat, marker.point.lon], {
          icon: kindIcon(marker.kind, marker.flag),
          title: marker.title,
        })
        const element = document.createElement('div')
        layer.bindPopup(element)
        layer.on('popupopen', (event) => setOpen({ marker, element, popup: event.popup }))
        layer.on('popupclose', () => setOpen((current) => (current?.element === element ? null : current)))
        byKey.set(marker.key, layer)
        return layer
      })
      added.push(...slice)
      group.addLayers(slice)
      if (from + MARKERS_PER_TASK < markers.length) timer = setTimeout(() => addSlice(from + MARKERS_PER_TASK), 0)
      else setPlacedList(markers)
    }
    timer = setTimeout(() => addSlice(0), 0)
    return () => {
      clearTimeout(timer)
      group.removeLayers(added)
      for (const marker of markers) byKey.delete(marker.key)
    }
  }, [group, markers, layersByKey])

  // Leaflet sized the popup while its element was still empty: size and pan it again with the card in.
  useEffect(() => {
    open?.popup.update()
  }, [open])

  return { open, placed: group !== null && placedList === markers }
}
